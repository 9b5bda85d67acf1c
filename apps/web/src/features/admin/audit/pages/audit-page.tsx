/**
 * Admin → Audit log (every admin; issue 24): who did what to which record, when, through which area,
 * and the before → after of each field that changed; newest first, paged, filtered by area, action
 * and record (GET /api/admin/audit: super admins read every row, other admins their own areas').
 */
import { useTranslation } from 'react-i18next';
import { ADMIN_AREAS, AUDIT_ACTIONS, type AdminAuditEntry } from '@seva/contracts';
import { formatDateTime, formatIndianMobile } from '@/lib/format';
import { useAudit } from '../api/get-audit';
import { AuditChanges } from '../components/audit-changes';
import { AuditFilters, type AuditFilter } from '../components/audit-filters';
import { DataTable } from '../../shared/components/data-table';
import { ListHeader } from '../../shared/components/list-header';
import { PagedList, listTexts } from '../../shared/components/paged-list';
import { useListParams } from '../../shared/hooks/use-list-params';

const PAGE_SIZE = 20;
const COLUMNS = ['at', 'admin', 'area', 'action', 'target', 'changes'] as const;

/** `value` when it is one of `allowed`, else '' (no filter). */
const oneOf = (value: string, allowed: readonly string[]) => (allowed.includes(value) ? value : '');

export default function AuditPage() {
  const { t } = useTranslation('admin');
  const { get, page, set } = useListParams();
  const filter: AuditFilter = {
    area: oneOf(get('area'), ADMIN_AREAS),
    action: oneOf(get('action'), AUDIT_ACTIONS),
    targetId: get('targetId'),
  };
  const audit = useAudit({ page, pageSize: PAGE_SIZE, ...filter });
  const filtered = Boolean(filter.area || filter.action || filter.targetId);
  /** Which part or kind of the record: an ID image's name, else the detail as written. */
  const detailOf = (entry: AdminAuditEntry) =>
    entry.action === 'verification-document.view' ? t(`audit.files.${entry.detail}`) : entry.detail;

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={t('audit.title')}
        count={audit.data ? t('audit.count', { count: audit.data.total }) : undefined}
      />
      <p className="text-sm text-gray-600">{t('audit.intro')}</p>
      <AuditFilters filter={filter} onChange={(changes) => set(changes)} />
      <PagedList
        list={audit}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => set({ page: next })}
        texts={listTexts(t, 'audit')}
        onClearFilters={filtered ? () => set({ area: '', action: '', targetId: '' }) : undefined}
      >
        {(entries) => (
          <DataTable
            caption={t('audit.caption')}
            columns={COLUMNS.map((column) => t(`audit.columns.${column}`))}
            minWidth="min-w-[960px]"
          >
            {entries.map((entry) => (
              <tr key={entry._id} className="align-top">
                <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(entry.at)}</td>
                <td className="px-4 py-3">
                  <span className="font-medium">{entry.adminName || t('audit.unnamed')}</span>
                  <span className="block text-xs text-gray-600">{formatIndianMobile(entry.adminMobile)}</span>
                </td>
                <td className="px-4 py-3">{t(`areas.${entry.area}`)}</td>
                <td className="px-4 py-3">{t(`audit.actions.${entry.action}`)}</td>
                <td className="px-4 py-3">
                  <button
                    type="button"
                    className="font-mono text-xs text-gray-700 underline decoration-dotted"
                    title={t('audit.showRecord')}
                    onClick={() => set({ targetId: entry.targetId })}
                  >
                    {entry.targetId}
                  </button>
                  {entry.detail && <span className="block text-xs text-gray-600">{detailOf(entry)}</span>}
                </td>
                <td className="max-w-sm px-4 py-3 text-xs">
                  <AuditChanges entry={entry} />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </PagedList>
    </section>
  );
}
