import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, defaultNotificationChannels, type NotificationSettingsResponse } from '@seva/contracts';
import { i18n } from '@/i18n';
import { paths } from '@/config/paths';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import NotificationsPage from '../pages/notifications-page';

const SETTINGS = '/api/notifications/settings';
const answer = (overrides: Partial<NotificationSettingsResponse> = {}): { body: NotificationSettingsResponse } => ({
  body: {
    success: true,
    settings: NOTIFICATION_KINDS.map((kind) => ({ kind, channels: defaultNotificationChannels(kind) })),
    pushSubscribed: false,
    emailVerified: false,
    ...overrides,
  },
});

function render() {
  const fetchMock = fakeApi({
    [`GET ${SETTINGS}`]: answer(),
    [`PUT ${SETTINGS}`]: answer({ pushSubscribed: true }),
  });
  renderWithProviders(<NotificationsPage />, {
    route: `${paths.dashboard.notifications}?view=settings`,
    session: fakeSession({ customer: testCustomer }),
    extraRoutes: [{ path: paths.dashboard.notifications, element: <NotificationsPage /> }],
  });
  return fetchMock;
}

describe('notification settings (/dashboard/notifications?view=settings)', () => {
  it('shows every kind with its channels, in the app always on, and saves a switch at once', async () => {
    const fetchMock = render();
    const table = await screen.findByRole('table');
    const receipt = within(table).getByRole('row', { name: /Payment receipt/ });
    expect(within(receipt).getByRole('checkbox', { name: 'Payment receipt: In the app' })).toBeDisabled();
    expect(within(receipt).getByRole('checkbox', { name: 'Payment receipt: SMS' })).toBeChecked();
    const orderSms = within(table).getByRole('checkbox', { name: 'Order update: SMS' });
    expect(orderSms).not.toBeChecked();
    expect(screen.getByText('This phone does not get push updates yet.')).toBeInTheDocument();
    expect(screen.getByText(/E-mails go only to a verified address/)).toBeInTheDocument();

    await userEvent.click(orderSms);
    expect(await screen.findByText('Your choice is saved.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, SETTINGS).filter(Boolean)).toEqual([
      { settings: [{ kind: 'order_update', channels: { sms: true } }] },
    ]);
    expect(screen.queryByText('This phone does not get push updates yet.')).not.toBeInTheDocument();
  });

  it('has every text in Hindi', async () => {
    await i18n.changeLanguage('hi');
    try {
      render();
      expect(await screen.findByRole('heading', { name: 'हम आपको कैसे बताएँ' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'सूचनाओं पर वापस' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
