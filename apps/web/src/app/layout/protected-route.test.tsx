import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionContext, type Session } from '@/lib/session';
import { fakeSession, testCustomer } from '@/test/render';
import { ProtectedRoute } from './protected-route';

function renderAt(session: Session) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { element: <ProtectedRoute />, children: [{ path: '/dashboard', element: <p>dashboard page</p> }] },
    ],
    { initialEntries: ['/dashboard'] },
  );
  const view = render(
    <SessionContext.Provider value={session}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
  return { ...view, router };
}

describe('ProtectedRoute (SPEC §2)', () => {
  it('shows Loading while the session check runs', () => {
    renderAt(fakeSession({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('dashboard page')).not.toBeInTheDocument();
  });

  it('redirects to / without a user', () => {
    const { router } = renderAt(fakeSession());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('home page')).toBeInTheDocument();
  });

  it('renders the page for a logged-in customer', () => {
    renderAt(fakeSession({ customer: testCustomer }));
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
  });
});
