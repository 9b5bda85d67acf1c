/**
 * Admin → Milan Sathi → Reports: what members reported about profiles, open
 * ones first (oldest first), or the actioned or dismissed ones; a report opens
 * with a link to the reported profile and, while open, Mark as actioned or Dismiss.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_STATUSES, type AdminReport, type ReportStatus } from '@seva/contracts';
import { SelectField } from '@/components/ui';
import { useMilanReports, type MilanReportsQuery } from '../api/get-milan-reports';
import { FilterBar } from '../components/filter-bar';
import { ListHeader } from '../components/list-header';
import { MilanReportDialog } from '../components/milan-report-dialog';
import { MilanReportsTable } from '../components/milan-reports-table';
import { PagedList } from '../components/paged-list';
import { useListParams } from '../components/use-list-params';

const PAGE_SIZE = 20;

/** The status in the URL when it is one, else the queue's default: open. */
function asStatus(value: string): ReportStatus {
  return (REPORT_STATUSES as readonly string[]).includes(value) ? (value as ReportStatus) : 'open';
}

export default function MilanReportsPage() {
  const { t } = useTranslation('admin');
  const r = (key: string) => t(`milan.reports.${key}`);
  const { get, page, set } = useListParams();
  const query: MilanReportsQuery = { status: asStatus(get('status')), page, pageSize: PAGE_SIZE };
  const reports = useMilanReports(query);
  const [open, setOpen] = useState<AdminReport | null>(null);

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={r('title')}
        count={reports.data ? t('milan.reports.count', { count: reports.data.total }) : undefined}
      />
      <FilterBar>
        <SelectField
          label={r('statusFilter')}
          value={query.status}
          onChange={(event) => set({ status: event.target.value === 'open' ? '' : event.target.value })}
          containerClassName="w-full sm:max-w-[12rem]"
        >
          {REPORT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {r(`status.${status}`)}
            </option>
          ))}
        </SelectField>
      </FilterBar>
      <PagedList
        list={reports}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => set({ page: next })}
        texts={{
          loadFailed: r('loadFailed'),
          emptyTitle: r(`empty.${query.status}`),
          emptyBody: r('emptyBody'),
          noMatchTitle: '',
          noMatchBody: '',
          clearFilters: '',
        }}
      >
        {(results) => <MilanReportsTable reports={results} onOpen={setOpen} />}
      </PagedList>
      {open && <MilanReportDialog report={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
