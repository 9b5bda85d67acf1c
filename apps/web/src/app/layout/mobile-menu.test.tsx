import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Header } from './header';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('mobile menu (SPEC §2, §4)', () => {
  const open = async () => {
    setWidth(360);
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    // Its code loads on first open.
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    return user;
  };

  it('opens with the navigation and closes with its close control', async () => {
    const user = await open();
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(menu).toHaveTextContent('Book a Puja');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes on an outside click', async () => {
    await open();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes when the window grows past 500 px, not before', async () => {
    await open();
    act(() => {
      setWidth(500);
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    act(() => {
      setWidth(501);
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
