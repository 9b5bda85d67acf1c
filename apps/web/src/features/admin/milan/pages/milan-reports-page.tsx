/**
 * Admin → Milan Sathi → Reports: what members reported about profiles, open
 * ones first (oldest first), or the actioned or dismissed ones; a report opens
 * with a link to the reported profile and, while open, Mark as actioned or Dismiss.
 */
import { useState } from 'react';
import { REPORT_STATUSES, type AdminReport } from '@seva/contracts';
import { useMilanReports } from '../api/get-milan-reports';
import { MilanReportDialog } from '../components/milan-report-dialog';
import { MilanReportsTable } from '../components/milan-reports-table';
import { ReviewQueue } from '../components/review-queue';
import { useQueueQuery } from '../hooks/use-queue-query';

export default function MilanReportsPage() {
  const queue = useQueueQuery(REPORT_STATUSES);
  const reports = useMilanReports(queue.query);
  const [open, setOpen] = useState<AdminReport | null>(null);

  return (
    <ReviewQueue
      prefix="milan.reports"
      queue={queue}
      list={reports}
      table={(results) => <MilanReportsTable reports={results} onOpen={setOpen} />}
    >
      {open && <MilanReportDialog report={open} onClose={() => setOpen(null)} />}
    </ReviewQueue>
  );
}
