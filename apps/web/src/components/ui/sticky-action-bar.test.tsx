import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { stubIntersectionObserver } from '@/test/fake-intersection-observer';
import { StickyActionBar } from './sticky-action-bar';

function Page() {
  const action = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={action}>
        <button type="button">Book now</button>
      </div>
      <StickyActionBar anchor={action} label="Price and booking" price="From ₹1,100">
        <button type="button">Book now</button>
      </StickyActionBar>
    </>
  );
}

describe('StickyActionBar', () => {
  it('shows the price and the action only while the page’s own action is out of view', () => {
    const viewport = stubIntersectionObserver();
    render(<Page />);
    // Until the browser reports, one "Book now" only (and the same on first render of a prerendered page).
    expect(screen.queryByRole('region', { name: 'Price and booking' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Book now' })).toHaveLength(1);

    viewport.setInView(false);
    const bar = screen.getByRole('region', { name: 'Price and booking' });
    expect(bar).toHaveTextContent('From ₹1,100');
    expect(bar).toHaveClass('fixed', 'bottom-0', 'md:hidden');

    viewport.setInView(true);
    expect(screen.queryByRole('region', { name: 'Price and booking' })).not.toBeInTheDocument();
  });

  it('pads the page on phones while mounted, so the bar never hides the last lines', () => {
    const viewport = stubIntersectionObserver();
    const { unmount } = render(<Page />);
    expect(document.body).toHaveClass('pb-[calc(4.5rem+env(safe-area-inset-bottom))]', 'md:pb-0');
    expect(viewport.watched()).toBe(1);

    unmount();
    expect(document.body.className).toBe('');
    expect(viewport.watched()).toBe(0);
  });

  it('stays away where the browser cannot tell what is in view', () => {
    render(<Page />);
    expect(screen.queryByRole('region', { name: 'Price and booking' })).not.toBeInTheDocument();
  });
});
