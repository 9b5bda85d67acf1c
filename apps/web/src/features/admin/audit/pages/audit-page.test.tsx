import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditEntry } from '@seva/contracts';
import { loadNamespace } from '@/i18n';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import AuditPage from './audit-page';

beforeAll(() => loadNamespace('admin'));

const view = (overrides: Partial<AdminAuditEntry>): AdminAuditEntry => ({
  _id: '65f0a1b2c3d4e5f6a7b80001',
  adminId: '65f0a1b2c3d4e5f6a7b800aa',
  adminName: 'Sunita Rao',
  adminMobile: '9999900005',
  area: 'milan-safety',
  action: 'verification-document.view',
  targetId: '65f0a1b2c3d4e5f6a7b800bb',
  detail: 'document',
  at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

describe('AuditPage', () => {
  it('lists who viewed which ID image, when and through which area, newest first', async () => {
    const results = [
      view({ _id: '65f0a1b2c3d4e5f6a7b80002', adminName: 'Aarav Sharma', area: 'super', detail: 'selfie' }),
      view({}),
    ];
    const fetchMock = fakeApi({
      'GET /api/admin/audit': { body: { status: true, results, total: 21, page: 1, pageSize: 20 } },
    });
    renderWithProviders(<AuditPage />, { route: '/admin/audit' });

    expect(await screen.findByText('21 entries')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/admin/audit?page=1&pageSize=20');
    const rows = within(screen.getByRole('table', { name: 'Audit log' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent(/Aarav Sharma.*Super admin.*Viewed the selfie/);
    expect(rows[1]).toHaveTextContent(
      /Sunita Rao\+91 99999 00005.*Milan Sathi trust and safety.*Viewed the ID document/,
    );
    expect(rows[1]).toHaveTextContent('65f0a1b2c3d4e5f6a7b800bb');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 2');
  });

  it('says when nothing is logged yet', async () => {
    fakeApi({ 'GET /api/admin/audit': { body: { status: true, results: [], total: 0, page: 1, pageSize: 20 } } });
    renderWithProviders(<AuditPage />, { route: '/admin/audit' });
    expect(await screen.findByText('Nothing logged yet')).toBeInTheDocument();
  });
});
