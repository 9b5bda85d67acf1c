import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminYatraBooking } from '@seva/contracts';
import { i18n, loadNamespace } from '@/i18n';
import { fetchBody, renderWithProviders, stubFetch } from '@/test/render';
import { addDays, indiaToday } from '../../shared/india-today';
import { adminYatraBooking } from '../test/yatra-fixtures';
import { YatraBookingActions } from './yatra-booking-actions';

beforeAll(() => loadNamespace('admin'));

const today = indiaToday();

function setup(overrides: Partial<AdminYatraBooking> = {}) {
  const onChanged = vi.fn();
  const user = userEvent.setup();
  const booking = adminYatraBooking(overrides);
  renderWithProviders(<YatraBookingActions booking={booking} onChanged={onChanged} />);
  return { user, onChanged, booking };
}

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('YatraBookingActions', () => {
  it('offers completing (not before the first day) and refunding a confirmed booking', () => {
    setup({ startDate: addDays(today, 30) });
    expect(buttonNames()).toEqual(['Mark completed', 'Cancel & refund in full']);
    const complete = screen.getByRole('button', { name: 'Mark completed' });
    expect(complete).toBeDisabled();
    expect(complete).toHaveAccessibleDescription(/^It can be marked completed from .+, the tour's first day\.$/);
  });

  it.each([
    ['completed', 'This booking is completed; its status cannot change any more.'],
    ['cancelled', 'This booking is cancelled; its status cannot change any more.'],
    ['refunded', 'This booking is refunded; its status cannot change any more.'],
  ] as const)('offers nothing for a %s booking', (status, text) => {
    setup({ status, refundStatus: status === 'completed' ? null : 'processed' });
    expect(buttonNames()).toEqual([]);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('marks a tour that has started completed and toasts the server message', async () => {
    const moved = adminYatraBooking({ startDate: today, status: 'completed' });
    const fetchMock = stubFetch({ body: { status: true, message: 'The booking is marked completed.', data: moved } });
    const { user, onChanged, booking } = setup({ startDate: today });
    await user.click(screen.getByRole('button', { name: 'Mark completed' }));
    expect(await screen.findByText('The booking is marked completed.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/admin/yatra/bookings/${booking._id}/status`);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PATCH');
    expect(fetchBody(fetchMock)).toEqual({ status: 'completed' });
    expect(onChanged).toHaveBeenCalledWith(moved);
  });

  it('asks before refunding, naming the amount and the seats; "Keep booking" sends nothing', async () => {
    const fetchMock = stubFetch();
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel & refund in full' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this booking and refund it in full?' });
    expect(dialog).toHaveAccessibleDescription(
      "Use this when Seva cancels the tour for this booking. The customer's payment of ₹62,000 is refunded in full and 2 seats go back on sale. This cannot be undone.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refunds in full after the confirmation', async () => {
    const refunded = adminYatraBooking({ status: 'refunded', refundAmount: 62_000, refundStatus: 'processed' });
    const message = 'The booking is cancelled and ₹62,000 is refunded in full; 2 seats are free again.';
    const fetchMock = stubFetch({ body: { status: true, message, data: refunded } });
    const { user, onChanged } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel & refund in full' }));
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchBody(fetchMock)).toEqual({ status: 'refunded' });
    expect(onChanged).toHaveBeenCalledWith(refunded);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal and leaves the booking as it was', async () => {
    stubFetch({ status: 409, body: { status: false, success: false, message: 'This booking is already refunded.' } });
    const { user, onChanged } = setup({ startDate: today });
    await user.click(screen.getByRole('button', { name: 'Mark completed' }));
    expect(await screen.findByText('This booking is already refunded.')).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('offers Retry refund for a refunded booking whose refund the gateway has not taken', async () => {
    const fetchMock = stubFetch({
      body: {
        status: true,
        message: 'The refund is sent again.',
        data: adminYatraBooking({ status: 'refunded', refundStatus: 'processed' }),
      },
    });
    const { user } = setup({ status: 'refunded', refundStatus: 'requested', paymentStatus: 'refunded' });
    expect(buttonNames()).toEqual(['Retry refund']);
    await user.click(screen.getByRole('button', { name: 'Retry refund' }));
    expect(await screen.findByText('The refund is sent again.')).toBeInTheDocument();
    expect(fetchBody(fetchMock)).toEqual({ status: 'refunded' });
  });

  it('speaks Hindi when the console is in Hindi', async () => {
    await i18n.changeLanguage('hi');
    setup({ startDate: today });
    expect(buttonNames()).toEqual(['पूर्ण के रूप में चिह्नित करें', 'रद्द करें और पूरा रिफ़ंड दें']);
  });
});
