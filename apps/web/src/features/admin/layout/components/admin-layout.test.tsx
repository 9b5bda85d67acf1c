import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminArea } from '@seva/contracts';
import { i18n, loadNamespace } from '@/i18n';
import { fakeApi } from '@/test/fake-api';
import { customerProfile } from '@/test/factories';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { AdminLayout } from './admin-layout';

beforeAll(() => loadNamespace('admin'));

/** The console at `route` for a signed-in admin holding `areas`. */
function renderConsole(route: string, adminAreas: AdminArea[]) {
  fakeApi({
    'GET /api/app/customer/me': { body: { status: true, data: customerProfile({ role: 'admin', adminAreas }) } },
  });
  return renderWithProviders(<AdminLayout />, { route, session: fakeSession({ customer: testCustomer }) });
}

const linksOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('AdminLayout', () => {
  it('groups the content console’s sections under Content in the menu', async () => {
    renderConsole('/admin/media/videos', ['super']);
    const content = await screen.findByRole('list', { name: 'Content' });
    expect(linksOf(content)).toEqual([
      ['Media categories', '/admin/media/categories'],
      ['Videos', '/admin/media/videos'],
      ['Podcasts', '/admin/media/podcasts'],
      ['Live streams', '/admin/media/live'],
      ['Daily darshan', '/admin/darshan/entries'],
      ['Darshan temples', '/admin/darshan/temples'],
      ['News', '/admin/news/items'],
      ['News categories', '/admin/news/categories'],
      ['Pages', '/admin/pages'],
      ['Consultancy', '/admin/consultancy'],
    ]);
    expect(within(content).getByRole('link', { name: 'Videos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Customers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit');

    await i18n.changeLanguage('hi');
    expect(await screen.findByRole('list', { name: 'सामग्री' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'दैनिक दर्शन' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('groups the Milan Sathi console under its own heading', async () => {
    renderConsole('/admin/milan/plans', ['super']);
    const milan = await screen.findByRole('list', { name: 'Milan Sathi' });
    expect(linksOf(milan)).toEqual([
      ['Profiles', '/admin/milan/profiles'],
      ['ID verification', '/admin/milan/verifications'],
      ['Reports', '/admin/milan/reports'],
      ['Plans', '/admin/milan/plans'],
    ]);
    expect(within(milan).getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an admin the overview and only the sections of their areas', async () => {
    renderConsole('/admin/shop/orders', ['shop', 'recharge']);
    const menu = await screen.findByRole('navigation', { name: 'Admin sections' });
    await within(menu).findByRole('link', { name: 'Orders' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Overview',
      'Audit log',
      'Orders',
      'Products',
      'Categories',
      'Refunds',
      'Recharge orders',
      'Recharge services',
    ]);
    expect(within(menu).getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('heading', { name: 'Content' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Milan Sathi' })).not.toBeInTheDocument();
  });

  it('answers another area’s page with “not your area” and a way back to the admin’s own', async () => {
    renderConsole('/admin/milan/verifications', ['content']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not your area' })).toBeInTheDocument();
    expect(
      screen.getByText('This page belongs to the Milan Sathi trust and safety area. Your account holds: Content.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my console' })).toHaveAttribute('href', '/admin/media/categories');
    expect(screen.queryByRole('link', { name: 'ID verification' })).not.toBeInTheDocument();
  });

  it('opens the audit log to an admin of any area (it shows their own areas’ actions), yet leads home to their area', async () => {
    renderConsole('/admin/audit', ['content']);
    const menu = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(await within(menu).findByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('heading', { level: 1, name: 'Not your area' })).not.toBeInTheDocument();
  });

  it('tells an admin without any area to ask a super admin', async () => {
    renderConsole('/admin', []);
    expect(await screen.findByRole('heading', { level: 1, name: 'No console area yet' })).toBeInTheDocument();
  });
});
