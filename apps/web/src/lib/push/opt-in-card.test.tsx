import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { DECLINE_PAUSE_DAYS } from './opt-in-memory';
import PushOptInCard from './opt-in-card';

const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const subscription = {
  endpoint: 'https://push.example.com/device-1',
  toJSON: () => ({
    endpoint: 'https://push.example.com/device-1',
    keys: { p256dh: 'p256dh-key-of-device', auth: 'auth-secret-16b' },
  }),
};

/** A browser with Web Push: `permission` now, what the prompt answers, and a service worker or none. */
function browser({ permission = 'default', answer = 'granted', worker = true } = {}) {
  const subscribe = vi.fn(async () => subscription);
  const registration = { pushManager: { subscribe, getSubscription: async () => null } };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => answer) });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => (worker ? registration : undefined), ready: Promise.resolve(registration) },
  });
  return { subscribe };
}

function render() {
  const fetchMock = fakeApi({
    'GET /api/push/key': { body: { success: true, publicKey: KEY } },
    'POST /api/push/subscriptions': { body: { success: true, subscribed: true } },
  });
  renderWithProviders(<PushOptInCard />, { session: fakeSession({ customer: testCustomer }) });
  return fetchMock;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushOptInCard', () => {
  it('subscribes this phone with the server’s key and sends the subscription', async () => {
    const { subscribe } = browser();
    const fetchMock = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on updates' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Updates are on for this phone.');
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) });
    const [{ applicationServerKey }] = subscribe.mock.calls[0] as unknown as [{ applicationServerKey: Uint8Array }];
    expect(applicationServerKey).toHaveLength(65);
    expect(bodiesOf(fetchMock, '/api/push/subscriptions')).toEqual([
      {
        endpoint: 'https://push.example.com/device-1',
        keys: { p256dh: 'p256dh-key-of-device', auth: 'auth-secret-16b' },
      },
    ]);
  });

  it('goes away for 30 days after “Not now”, and after a declined prompt', async () => {
    browser({ answer: 'denied' });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('heading', { name: 'Get updates on this phone' })).not.toBeInTheDocument();
    render();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: 'Get updates on this phone' })).not.toBeInTheDocument();

    vi.setSystemTime(Date.now() + (DECLINE_PAUSE_DAYS + 1) * 24 * 3600_000);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on updates' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Get updates on this phone' })).not.toBeInTheDocument(),
    );
    vi.useRealTimers();
  });

  it('explains when no service worker runs here, and is not offered where pushes are blocked', async () => {
    browser({ worker: false });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on updates' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Seva is still getting ready on this browser.');

    browser({ permission: 'denied' });
    render();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getAllByRole('heading', { name: 'Get updates on this phone' })).toHaveLength(1);
  });
});
