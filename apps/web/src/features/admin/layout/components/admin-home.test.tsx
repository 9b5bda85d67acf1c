import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_QUEUE_AREAS, type AdminQueue } from '@seva/contracts';
import { i18n, loadNamespace } from '@/i18n';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { AdminHome } from './admin-home';

beforeAll(() => loadNamespace('admin'));

/** The overview's answer with `counts` (queue → count), in the API's order. */
const overview = (counts: Partial<Record<AdminQueue, number>>) => ({
  body: {
    status: true,
    data: {
      queues: Object.entries(counts).map(([queue, count]) => ({
        queue,
        area: ADMIN_QUEUE_AREAS[queue as AdminQueue],
        count,
      })),
    },
  },
});

const cards = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('AdminHome (the console’s overview)', () => {
  it('shows a skeleton, then each queue of the admin’s areas with its count and a link to its page', async () => {
    fakeApi({
      'GET /api/admin/overview': overview({
        ordersToShip: 3,
        refundsUnconfirmed: 0,
        rechargesPending: 2,
        rechargeComplaintsOpen: 1,
        milanVerifications: 4,
        milanReports: 1,
      }),
    });
    renderWithProviders(<AdminHome />, { route: '/admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    expect(await screen.findByText('11 items waiting')).toBeInTheDocument();
    expect(cards()).toEqual([
      ['3Orders to shipOrders', '/admin/shop/orders?status=placed,packed'],
      ['0Refunds not yet confirmedRefunds', '/admin/shop/refunds'],
      ['2Recharges pendingRecharge orders', '/admin/recharge/orders?status=PENDING'],
      ['1Recharge complaints openRecharge orders', '/admin/recharge/orders?view=complaints&complaints=open'],
      ['4ID verifications to reviewID verification', '/admin/milan/verifications?status=pending'],
      ['1Profile reports openReports', '/admin/milan/reports?status=open'],
    ]);
  });

  it('links the bookings and consultancy queues to their pages', async () => {
    fakeApi({
      'GET /api/admin/overview': overview({
        pujaBookingsOpen: 5,
        pitrBookingsOpen: 1,
        yatraBookingsOpen: 2,
        consultancyNew: 1,
      }),
    });
    renderWithProviders(<AdminHome />, { route: '/admin' });
    expect(await screen.findByRole('link', { name: /Puja bookings to fulfil/ })).toHaveAttribute(
      'href',
      '/admin/puja/bookings?status=confirmed,performed,video_sent,prasad_shipped',
    );
    expect(screen.getByRole('link', { name: /Pitr paksha bookings to fulfil/ })).toHaveAttribute(
      'href',
      '/admin/pitr/bookings?status=confirmed,performed,video_sent,prasad_shipped',
    );
    expect(screen.getByRole('link', { name: /Yatra bookings to fulfil/ })).toHaveAttribute(
      'href',
      '/admin/yatra/bookings?status=confirmed',
    );
    expect(screen.getByRole('link', { name: /New consultancy requests/ })).toHaveAttribute(
      'href',
      '/admin/consultancy?status=new',
    );
  });

  it('says nothing is waiting when every queue is clear, in English and Hindi', async () => {
    fakeApi({ 'GET /api/admin/overview': overview({ consultancyNew: 0 }) });
    renderWithProviders(<AdminHome />, { route: '/admin' });
    expect(await screen.findByText('Nothing waiting')).toBeInTheDocument();
    expect(screen.getByText('Every queue of your areas is clear for now.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    await i18n.changeLanguage('hi');
    expect(await screen.findByText('कुछ भी बाकी नहीं')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'सारांश' })).toBeInTheDocument();
  });

  it('shows the server’s message and Try again when the overview does not load', async () => {
    fakeApi({
      'GET /api/admin/overview': { status: 500, body: { status: false, success: false, message: 'Database busy' } },
    });
    renderWithProviders(<AdminHome />, { route: '/admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database busy');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
