import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminPitrBooking, AdminPujaBooking, PujaBookingStatus } from '@seva/contracts';
import { loadNamespace } from '@/i18n';
import { fetchBody, renderWithProviders, stubFetch } from '@/test/render';
import { adminPitrBooking, adminPujaBooking } from '../test/puja-fixtures';
import { BookingStatusActions } from './booking-status-actions';

beforeAll(() => loadNamespace('admin'));

function setupPuja(status: PujaBookingStatus, overrides: Partial<AdminPujaBooking> = {}) {
  const onChanged = vi.fn();
  const user = userEvent.setup();
  const booking = adminPujaBooking({ ...overrides, status });
  renderWithProviders(<BookingStatusActions kind="puja" booking={booking} onChanged={onChanged} />);
  return { user, onChanged, booking };
}

function setupPitr(status: PujaBookingStatus, overrides: Partial<AdminPitrBooking> = {}) {
  const onChanged = vi.fn();
  const user = userEvent.setup();
  const booking = adminPitrBooking({ ...overrides, status });
  renderWithProviders(<BookingStatusActions kind="pitr" booking={booking} onChanged={onChanged} />);
  return { user, onChanged, booking };
}

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('BookingStatusActions for a puja booking', () => {
  it.each([
    ['confirmed', ['Mark as performed', 'Cancel and refund']],
    ['performed', ['Send video']],
    ['video_sent', ['Mark prasad shipped', 'Mark as completed']],
    ['prasad_shipped', ['Mark as completed']],
    ['completed', []],
    ['refunded', []],
  ] as const)('offers only the forward moves of a %s booking', (status, expected) => {
    setupPuja(status);
    expect(buttonNames()).toEqual(expected);
  });

  it('offers completing, not shipping, when no prasad is posted', () => {
    setupPuja('video_sent', { prasadAddress: null });
    expect(buttonNames()).toEqual(['Mark as completed']);
    expect(screen.queryByLabelText('Prasad tracking number')).not.toBeInTheDocument();
  });

  it('says when a booking cannot change any more', () => {
    setupPuja('completed');
    expect(screen.getByText('This booking is completed; its status cannot change any more.')).toBeInTheDocument();
  });

  it('needs a web link for the sankalp video, then sends it with video_sent', async () => {
    const moved = adminPujaBooking({ status: 'video_sent', proofVideoUrl: 'https://youtu.be/abc' });
    const fetchMock = stubFetch({ body: { status: true, message: 'The booking is marked video sent.', data: moved } });
    const { user, onChanged, booking } = setupPuja('performed');
    await user.click(screen.getByRole('button', { name: 'Send video' }));
    expect(screen.getByLabelText('Sankalp video link')).toHaveAccessibleDescription(
      'Please enter a web link (https://…).',
    );
    await user.type(screen.getByLabelText('Sankalp video link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Send video' }));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Sankalp video link'));
    await user.type(screen.getByLabelText('Sankalp video link'), ' https://youtu.be/abc ');
    await user.click(screen.getByRole('button', { name: 'Send video' }));
    expect(await screen.findByText('The booking is marked video sent.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/admin/puja/bookings/${booking._id}/status`);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PATCH');
    expect(fetchBody(fetchMock)).toEqual({ status: 'video_sent', proofVideoUrl: 'https://youtu.be/abc' });
    expect(onChanged).toHaveBeenCalledWith(moved);
  });

  it('sends the prasad tracking number with prasad_shipped', async () => {
    const fetchMock = stubFetch({
      body: { status: true, message: 'Shipped.', data: adminPujaBooking({ status: 'prasad_shipped' }) },
    });
    const { user } = setupPuja('video_sent', { proofVideoUrl: 'https://youtu.be/abc' });
    await user.click(screen.getByRole('button', { name: 'Mark prasad shipped' }));
    expect(screen.getByLabelText('Prasad tracking number')).toHaveAccessibleDescription(
      'Please enter the tracking number.',
    );
    await user.type(screen.getByLabelText('Prasad tracking number'), 'EK123456789IN');
    await user.click(screen.getByRole('button', { name: 'Mark prasad shipped' }));
    expect(await screen.findByText('Shipped.')).toBeInTheDocument();
    expect(fetchBody(fetchMock)).toEqual({ status: 'prasad_shipped', prasadTrackingNumber: 'EK123456789IN' });
  });

  it('asks before cancelling, saying the payment will be refunded; "Keep booking" sends nothing', async () => {
    const fetchMock = stubFetch();
    const { user } = setupPuja('confirmed');
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveAccessibleDescription(
      "The devotee's payment of ₹1,101 will be refunded in full and the booking will show as refunded. This cannot be undone.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('cancels after confirmation and shows the refunded booking', async () => {
    const refunded = adminPujaBooking({ status: 'refunded', paymentStatus: 'refunded', refundStatus: 'processed' });
    const message = 'The booking is cancelled and the payment is refunded in full.';
    const fetchMock = stubFetch({ body: { status: true, message, data: refunded } });
    const { user, onChanged } = setupPuja('confirmed');
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchBody(fetchMock)).toEqual({ status: 'cancelled' });
    expect(onChanged).toHaveBeenCalledWith(refunded);
  });

  it('shows the server’s refusal (409) and leaves the booking as it was', async () => {
    stubFetch({
      status: 409,
      body: { status: false, success: false, message: 'A booking that is completed cannot be marked performed.' },
    });
    const { user, onChanged } = setupPuja('confirmed');
    await user.click(screen.getByRole('button', { name: 'Mark as performed' }));
    expect(await screen.findByText('A booking that is completed cannot be marked performed.')).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('offers Retry refund for a cancelled booking whose refund the gateway has not taken', async () => {
    const fetchMock = stubFetch({
      body: { status: true, message: 'Refunded.', data: adminPujaBooking({ status: 'refunded' }) },
    });
    const { user } = setupPuja('cancelled', { refundStatus: 'requested' });
    expect(buttonNames()).toEqual(['Retry refund']);
    await user.click(screen.getByRole('button', { name: 'Retry refund' }));
    expect(await screen.findByText('Refunded.')).toBeInTheDocument();
    expect(fetchBody(fetchMock)).toEqual({ status: 'cancelled' });
  });
});

describe('BookingStatusActions for a pitr paksha booking', () => {
  it.each([
    ['confirmed', ['Mark as performed', 'Cancel and refund']],
    ['performed', ['Send video']],
    ['video_sent', ['Mark as completed']],
    ['completed', []],
  ] as const)('offers only the forward moves of a %s booking, never prasad', (status, expected) => {
    setupPitr(status);
    expect(buttonNames()).toEqual(expected);
    expect(screen.queryByLabelText('Prasad tracking number')).not.toBeInTheDocument();
  });

  it('sends the sankalp video link to the pitr route with video_sent', async () => {
    const moved = adminPitrBooking({ status: 'video_sent', proofVideoUrl: 'https://youtu.be/gaya' });
    const fetchMock = stubFetch({ body: { status: true, message: 'The booking is marked video sent.', data: moved } });
    const { user, onChanged, booking } = setupPitr('performed');
    await user.type(screen.getByLabelText('Sankalp video link'), 'https://youtu.be/gaya');
    await user.click(screen.getByRole('button', { name: 'Send video' }));
    expect(await screen.findByText('The booking is marked video sent.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/admin/pitr/bookings/${booking._id}/status`);
    expect(fetchBody(fetchMock)).toEqual({ status: 'video_sent', proofVideoUrl: 'https://youtu.be/gaya' });
    expect(onChanged).toHaveBeenCalledWith(moved);
  });

  it('sends the move to the pitr route; the refund amount is in dollars for PayPal bookings', async () => {
    const fetchMock = stubFetch({
      body: { status: true, message: 'Cancelled.', data: adminPitrBooking({ status: 'refunded' }) },
    });
    const { user, booking } = setupPitr('confirmed');
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(/payment of \$88\.99 will be refunded in full/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText('Cancelled.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/admin/pitr/bookings/${booking._id}/status`);
    expect(fetchBody(fetchMock)).toEqual({ status: 'cancelled' });
  });
});
