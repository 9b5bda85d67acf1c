import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getActingAccount, setActingAccount } from '@/lib/acting-account';
import { fakeApi } from '@/test/fake-api';
import { fakeSession, renderRouter, testCustomer } from '@/test/render';
import { DashboardLayout } from './dashboard-layout';

const badges = (messages: number, notifications: number) => ({
  'GET /api/notifications/badges': { body: { success: true, messages, notifications } },
});

const page = (title: string) => <h1>{title}</h1>;

function renderDashboard(at: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [
          { index: true, element: page('Dashboard page') },
          { path: 'matches', element: page('Matches page') },
          { path: 'connections', element: page('Connections page') },
          { path: 'messages', element: page('Messages page') },
          { path: 'messages/conversation/:id', element: page('Chat page') },
          { path: 'verification', element: page('Verification page') },
          { path: 'transactions', element: page('Transactions page') },
          { path: 'family', element: page('Family page') },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  return renderRouter(router, fakeSession({ customer: testCustomer }));
}

const tabBar = () => screen.getByRole('navigation', { name: 'Dashboard menu' });

describe('the Milan Sathi dashboard on phones', () => {
  it('offers bottom tabs Matches, Search, Interests, Messages and Profile, with the rest under Profile', async () => {
    fakeApi(badges(3, 12));
    const user = userEvent.setup();
    const { router } = renderDashboard('/dashboard/matches');
    const bar = tabBar();
    // Hidden by CSS from 700 px up, where the sidebar (hidden below) serves.
    expect(bar).toHaveClass('fixed', 'bottom-0', 'min-[700px]:hidden');
    expect(screen.getByRole('complementary', { name: 'Dashboard menu' })).toHaveClass('hidden', 'min-[700px]:block');

    // The tabs issue 22 names, Matches first; the connections page is "Interests" here.
    const messages = await within(bar).findByRole('link', { name: 'Messages, 3 unread' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Matches', '/dashboard/matches'],
      ['Search', '/milan-sathi/search'],
      ['Interests', '/dashboard/connections'],
      ['Messages3', '/dashboard/messages'],
    ]);
    expect(within(bar).getByRole('link', { name: 'Matches' })).toHaveAttribute('aria-current', 'page');

    await user.click(messages);
    expect(await screen.findByRole('heading', { name: 'Messages page' })).toBeInTheDocument();
    expect(within(tabBar()).getByRole('link', { name: 'Messages, 3 unread' })).toHaveAttribute('aria-current', 'page');

    const more = within(tabBar()).getByRole('button', { name: 'Profile' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    expect(within(tabBar()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(tabBar()).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/dashboard/edit-profile',
    );
    // Notifications (also the header's bell), with its count.
    expect(within(tabBar()).getByRole('link', { name: 'Notifications, 12 unread' })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
    // Issue 22: who viewed my profile sits under Profile on phones.
    expect(within(tabBar()).getByRole('link', { name: 'Profile views' })).toHaveAttribute(
      'href',
      '/dashboard/profile-views',
    );
    // The shortlist (issue 22) sits under Profile: the four tabs are taken.
    expect(within(tabBar()).getByRole('link', { name: 'Shortlist' })).toHaveAttribute('href', '/dashboard/shortlist');
    await user.click(within(tabBar()).getByRole('link', { name: 'Transactions' }));
    expect(await screen.findByRole('heading', { name: 'Transactions page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/transactions');
    // Navigating closes the menu.
    expect(within(tabBar()).getByRole('button', { name: 'Profile' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(tabBar()).queryByRole('link', { name: 'Transactions' })).not.toBeInTheDocument();
  });

  it('leaves a conversation the whole screen', async () => {
    fakeApi(badges(0, 0));
    renderDashboard('/dashboard/messages/conversation/0123456789abcdef01234567');
    expect(await screen.findByRole('heading', { name: 'Chat page' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Dashboard menu' })).not.toBeInTheDocument();
  });

  it('pads the page for the bar below 700 px and no more once it leaves', async () => {
    fakeApi(badges(0, 0));
    const { unmount } = renderDashboard('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(document.body).toHaveClass('pb-[calc(3.5rem+env(safe-area-inset-bottom))]', 'min-[700px]:pb-0');
    unmount();
    expect(document.body.className).toBe('');
  });
});

describe('the Milan Sathi dashboard while helping a family member (issue 22)', () => {
  it('says whose account it is, lists only what a helper can use, and goes back to the own account', async () => {
    fakeApi(badges(0, 0));
    setActingAccount({ accountId: '65f0a1b2c3d4e5f6a7b8aaaa', accountName: 'Priya S.' });
    const user = userEvent.setup();
    const { router } = renderDashboard('/dashboard/connections');

    const banner = screen.getByRole('region', { name: 'Family access' });
    // The name ends in the surname's initial ("S."): the sentence goes on after a colon.
    expect(banner).toHaveTextContent('You are helping Priya S.: the interests, matches and messages here are theirs.');

    const rail = screen.getByRole('complementary', { name: 'Dashboard menu' });
    const railItems = within(rail)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(railItems).toEqual([
      '/dashboard/matches',
      '/milan-sathi/search',
      '/dashboard/connections',
      '/dashboard/shortlist',
      '/dashboard/messages',
      '/dashboard/family',
    ]);

    const bar = tabBar();
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Matches', 'Search', 'Interests', 'Messages']);
    expect(within(bar).queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Profile' }));
    expect(within(tabBar()).getByRole('link', { name: 'Shortlist' })).toHaveAttribute('href', '/dashboard/shortlist');
    expect(within(tabBar()).getByRole('link', { name: 'Family access' })).toHaveAttribute('href', '/dashboard/family');
    for (const name of ['Dashboard', 'Edit Profile', 'Verification', 'Transactions', 'Profile views']) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }

    await user.click(within(banner).getByRole('button', { name: 'Back to my account' }));
    expect(getActingAccount()).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Family page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/family');
    expect(screen.queryByRole('region', { name: 'Family access' })).not.toBeInTheDocument();
    expect(within(rail).getByRole('link', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('leads a helper who opens another dashboard page to the account’s interests', async () => {
    fakeApi(badges(0, 0));
    setActingAccount({ accountId: '65f0a1b2c3d4e5f6a7b8aaaa', accountName: 'Priya S.' });
    const { router } = renderDashboard('/dashboard/verification');
    expect(await screen.findByRole('heading', { name: 'Connections page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/connections');
  });
});
