import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminRechargeService } from '@seva/contracts';
import { loadNamespace } from '@/i18n';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { adminRechargeService } from '../test/recharge-fixtures';
import RechargeServicesPage from './recharge-services-page';

beforeAll(() => loadNamespace('admin'));

const SERVICES = '/api/admin/recharge/services';
const prepaid = adminRechargeService();
const dth = adminRechargeService({
  service_id: 3,
  slug: 'dth-recharge',
  name: 'DTH',
  flow: 'validate',
  hasPlans: false,
});
const donation = adminRechargeService({
  service_id: 30,
  slug: 'donation',
  name: 'Donation',
  kind: 'bill',
  flow: 'direct',
  hiddenOnWeb: true,
});
const list = (services: AdminRechargeService[]) => ({ body: { status: true, data: services } });

describe('RechargeServicesPage', () => {
  it('lists every service with its switch, and marks the ones the website hides', async () => {
    fakeApi({
      [`GET ${SERVICES}`]: list([prepaid, { ...dth, enabled: false, updatedAt: '2026-11-01T10:00:00.000Z' }, donation]),
    });
    renderWithProviders(<RechargeServicesPage />, { route: '/admin/recharge/services' });

    expect(await screen.findByText('3 services, 2 offered')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Offer Mobile Prepaid' })).toHaveAttribute('aria-checked', 'true');
    const dthRow = screen.getByRole('row', { name: /DTH/ });
    expect(within(dthRow).getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    expect(dthRow).toHaveTextContent('Changed on 1 Nov 2026');
    expect(screen.getByRole('row', { name: /Donation/ })).toHaveTextContent('Hidden on the website');
  });

  it('switches a service off at once, sends PATCH and toasts what the server saved', async () => {
    const message = 'DTH is switched off.';
    const off = { ...dth, enabled: false, updatedAt: '2026-11-01T10:00:00.000Z' };
    const fetchMock = fakeApi({
      [`GET ${SERVICES}`]: [list([prepaid, dth]), list([prepaid, off])],
      [`PATCH ${SERVICES}/3`]: { body: { status: true, message, data: off } },
    });
    const user = userEvent.setup();
    renderWithProviders(<RechargeServicesPage />, { route: '/admin/recharge/services' });

    const toggle = await screen.findByRole('switch', { name: 'Offer DTH' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    const toast = (await screen.findByText(message)).closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-type', 'success');
    expect(bodiesOf(fetchMock, `${SERVICES}/3`)).toEqual([{ enabled: false }]);
    await waitFor(() => expect(screen.getByText('2 services, 1 offered')).toBeInTheDocument());
  });

  it('flips the switch back and toasts the reason when the server refuses', async () => {
    const message = 'This recharge service does not exist.';
    fakeApi({
      [`GET ${SERVICES}`]: list([prepaid]),
      [`PATCH ${SERVICES}/1`]: { status: 404, body: { status: false, success: false, message } },
    });
    const user = userEvent.setup();
    renderWithProviders(<RechargeServicesPage />, { route: '/admin/recharge/services' });

    const toggle = await screen.findByRole('switch', { name: 'Offer Mobile Prepaid' });
    await user.click(toggle);
    const toast = (await screen.findByText(message)).closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-type', 'error');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  });
});
