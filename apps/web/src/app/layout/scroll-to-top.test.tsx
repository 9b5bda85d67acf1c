import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

function Page({ to }: { to: string }) {
  return (
    <>
      <ScrollToTop />
      <Link to={to}>next</Link>
    </>
  );
}

describe('ScrollToTop (SPEC §2)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the first page where the visitor scrolled it, and scrolls to top on each route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        { path: '/puja', element: <Page to="/products" /> },
        { path: '/products', element: <Page to="/puja" /> },
      ],
      { initialEntries: ['/puja'] },
    );
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('link', { name: 'next' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    expect(router.state.location.pathname).toBe('/products');
  });
});
