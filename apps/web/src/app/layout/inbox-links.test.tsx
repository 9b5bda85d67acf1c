import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { Header, MilanSathiHeader } from './header';

const badges = (messages: number, notifications: number) => ({
  'GET /api/notifications/badges': { body: { success: true, messages, notifications } },
});
const loggedIn = { session: fakeSession({ customer: testCustomer }) };

describe('header inbox badges', () => {
  it('shows the unread messages and notifications beside the cart, linking to their pages', async () => {
    fakeApi(badges(3, 1));
    renderWithProviders(<Header />, loggedIn);
    const messages = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(messages).toHaveAttribute('href', '/dashboard/messages');
    expect(messages).toHaveTextContent('3');
    const notifications = screen.getByRole('link', { name: 'Notifications, 1 unread' });
    expect(notifications).toHaveAttribute('href', '/dashboard/notifications');
    expect(notifications).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });

  it('writes "9+" above nine and no badge at zero', async () => {
    fakeApi(badges(12, 0));
    renderWithProviders(<MilanSathiHeader />, { ...loggedIn, route: '/milan-sathi' });
    expect(await screen.findByRole('link', { name: 'Messages, 12 unread' })).toHaveTextContent('9+');
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveTextContent('');
  });

  it('shows no inbox to visitors and asks the server nothing', () => {
    const fetchMock = fakeApi(badges(3, 1));
    renderWithProviders(<Header />);
    expect(screen.queryByRole('link', { name: /Messages/ })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
