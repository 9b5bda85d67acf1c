import { screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setActingAccount } from '@/lib/acting-account';
import { fakeApi } from '@/test/fake-api';
import { fakeSession, renderRouter, testCustomer } from '@/test/render';
import MemberChrome from './member-chrome';

function renderSearch(session = fakeSession({ customer: testCustomer })) {
  fakeApi({ 'GET /api/notifications/badges': { body: { success: true, messages: 0, notifications: 0 } } });
  const router = createMemoryRouter(
    [{ element: <MemberChrome />, children: [{ path: '/milan-sathi/search', element: <h1>Search page</h1> }] }],
    { initialEntries: ['/milan-sathi/search'] },
  );
  return renderRouter(router, session);
}

describe('the Milan Sathi member’s frame around search and a profile (issue 22)', () => {
  it('keeps the phone tabs on the search page, with Search the current one', async () => {
    renderSearch();
    expect(await screen.findByRole('heading', { name: 'Search page' })).toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'Dashboard menu' });
    expect(within(bar).getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('button', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Family access' })).not.toBeInTheDocument();
  });

  it('shows a visitor the page alone', async () => {
    renderSearch(fakeSession());
    expect(await screen.findByRole('heading', { name: 'Search page' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Dashboard menu' })).not.toBeInTheDocument();
  });

  it('says whose account a family helper searches for', async () => {
    setActingAccount({ accountId: '65f0a1b2c3d4e5f6a7b8aaaa', accountName: 'Priya S.' });
    renderSearch();
    expect(await screen.findByRole('region', { name: 'Family access' })).toHaveTextContent('You are helping Priya S.');
  });
});
