import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespace } from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { AdminLayout } from './admin-layout';

beforeAll(() => loadNamespace('admin'));

describe('AdminLayout', () => {
  it('groups the content console’s sections under Content in the menu', async () => {
    renderWithProviders(<AdminLayout />, { route: '/admin/media/videos' });
    const content = screen.getByRole('list', { name: 'Content' });
    const links = within(content).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
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

    await i18n.changeLanguage('hi');
    expect(await screen.findByRole('list', { name: 'सामग्री' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'दैनिक दर्शन' })).toBeInTheDocument();
  });

  it('groups the Milan Sathi console under its own heading', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<AdminLayout />, { route: '/admin/milan/plans' });
    const milan = screen.getByRole('list', { name: 'Milan Sathi' });
    const links = within(milan).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profiles', '/admin/milan/profiles'],
      ['ID verification', '/admin/milan/verifications'],
      ['Reports', '/admin/milan/reports'],
      ['Plans', '/admin/milan/plans'],
    ]);
    expect(within(milan).getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');
  });
});
