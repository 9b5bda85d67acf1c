import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditEntry } from '@seva/contracts';
import { i18n, loadNamespace } from '@/i18n';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import AuditPage from './audit-page';

beforeAll(() => loadNamespace('admin'));

const entry = (overrides: Partial<AdminAuditEntry>): AdminAuditEntry => ({
  _id: '65f0a1b2c3d4e5f6a7b80001',
  adminId: '65f0a1b2c3d4e5f6a7b800aa',
  adminName: 'Sunita Rao',
  adminMobile: '9999900005',
  area: 'milan-safety',
  action: 'verification-document.view',
  targetId: '65f0a1b2c3d4e5f6a7b800bb',
  detail: 'document',
  before: null,
  after: null,
  at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const page = (results: AdminAuditEntry[], total = results.length) => ({
  body: { status: true, results, total, page: 1, pageSize: 20 },
});

const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Audit log' }))
    .getAllByRole('row')
    .slice(1);

describe('AuditPage', () => {
  it('lists who did what to which record, when, through which area, with each changed field before → after', async () => {
    const results = [
      entry({
        _id: '65f0a1b2c3d4e5f6a7b80002',
        adminName: 'Ravi Kumar',
        area: 'shop',
        action: 'product.update',
        targetId: '65f0a1b2c3d4e5f6a7b800cc',
        detail: '',
        before: { pricePaise: 49900, stock: 10 },
        after: { pricePaise: 54900, stock: 7 },
      }),
      entry({}),
    ];
    const fetchMock = fakeApi({ 'GET /api/admin/audit': page(results, 21) });
    renderWithProviders(<AuditPage />, { route: '/admin/audit' });

    expect(await screen.findByText('21 entries')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/admin/audit?page=1&pageSize=20');
    const [edit, view] = rowsOf();
    expect(edit).toHaveTextContent(/Ravi Kumar.*Shop.*Edited a product \(price, stock…\).*65f0a1b2c3d4e5f6a7b800cc/);
    const changes = within(edit!).getByRole('list', { name: 'Changed fields' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['pricePaise: 49900 → 54900', 'stock: 10 → 7']);
    expect(view).toHaveTextContent(
      /Sunita Rao\+91 99999 00005.*Milan Sathi trust and safety.*Viewed an ID document or selfie/,
    );
    expect(view).toHaveTextContent('ID document');
    expect(view).toHaveTextContent('No fields changed');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 2');
  });

  it('shows a creation’s fields and a removal’s, each on its own side', async () => {
    fakeApi({
      'GET /api/admin/audit': page([
        entry({
          _id: '65f0a1b2c3d4e5f6a7b80003',
          action: 'content.create',
          area: 'content',
          detail: 'news',
          before: null,
          after: { name: 'Katha', active: true },
        }),
        entry({
          _id: '65f0a1b2c3d4e5f6a7b80004',
          action: 'milan-photo.remove',
          detail: 'p1',
          before: { isPrimary: true },
          after: null,
        }),
      ]),
    });
    renderWithProviders(<AuditPage />, { route: '/admin/audit' });
    await screen.findByText('2 entries');
    const [creation, removal] = rowsOf();
    expect(creation).toHaveTextContent(/Created content.*news.*name: Katha.*active: true/);
    expect(creation).not.toHaveTextContent('→');
    expect(removal).toHaveTextContent(/Removed a profile photo.*isPrimary: true/);
  });

  it('filters by area, action and record, and offers to clear the filters when none match', async () => {
    const fetchMock = fakeApi({ 'GET /api/admin/audit': page([]) });
    renderWithProviders(<AuditPage />, { route: '/admin/audit?area=shop&action=order.cancel' });
    expect(await screen.findByText('No matching entries')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('area=shop&action=order.cancel');
    expect(screen.getByRole('combobox', { name: 'Area' })).toHaveValue('shop');
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('order.cancel');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Record id' }), {
      target: { value: '65f0a1b2c3d4e5f6a7b800cc' },
    });
    await waitFor(() =>
      expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('targetId=65f0a1b2c3d4e5f6a7b800cc'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(String(fetchMock.mock.calls.at(-1)?.[0])).toMatch(/audit\?page=1&pageSize=20$/));
  });

  it('says when nothing is logged yet, in Hindi too', async () => {
    fakeApi({ 'GET /api/admin/audit': page([]) });
    renderWithProviders(<AuditPage />, { route: '/admin/audit' });
    expect(await screen.findByText('Nothing logged yet')).toBeInTheDocument();
    await i18n.changeLanguage('hi');
    expect(await screen.findByText('अभी कुछ दर्ज नहीं')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'कार्रवाई' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
