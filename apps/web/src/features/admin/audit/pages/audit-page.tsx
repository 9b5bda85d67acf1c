/**
 * Admin → Audit log (super admins): who viewed which member's ID document or
 * selfie, and when; newest first, paged (GET /api/admin/audit).
 */
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatIndianMobile } from '@/lib/format';
import { useAudit } from '../api/get-audit';
import { DataTable } from '../../shared/components/data-table';
import { ListHeader } from '../../shared/components/list-header';
import { PagedList, listTexts } from '../../shared/components/paged-list';
import { useListParams } from '../../shared/hooks/use-list-params';

const PAGE_SIZE = 20;
const COLUMNS = ['at', 'admin', 'area', 'action', 'target'] as const;

export default function AuditPage() {
  const { t } = useTranslation('admin');
  const { page, set } = useListParams();
  const audit = useAudit({ page, pageSize: PAGE_SIZE });

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={t('audit.title')}
        count={audit.data ? t('audit.count', { count: audit.data.total }) : undefined}
      />
      <p className="text-sm text-gray-600">{t('audit.intro')}</p>
      <PagedList
        list={audit}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => set({ page: next })}
        texts={listTexts(t, 'audit')}
      >
        {(entries) => (
          <DataTable
            caption={t('audit.caption')}
            columns={COLUMNS.map((column) => t(`audit.columns.${column}`))}
            minWidth="min-w-[680px]"
          >
            {entries.map((entry) => (
              <tr key={entry._id}>
                <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(entry.at)}</td>
                <td className="px-4 py-3">
                  <span className="font-medium">{entry.adminName || t('audit.unnamed')}</span>
                  <span className="block text-xs text-gray-600">{formatIndianMobile(entry.adminMobile)}</span>
                </td>
                <td className="px-4 py-3">{t(`areas.${entry.area}`)}</td>
                <td className="px-4 py-3">
                  {t(`audit.actions.${entry.action}`, { file: t(`audit.files.${entry.detail}`) })}
                </td>
                <td className="px-4 py-3 font-mono text-xs text-gray-600">{entry.targetId}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </PagedList>
    </section>
  );
}
