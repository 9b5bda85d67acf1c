/**
 * The recharge complaints queue (issue 23), a tab of Admin → Recharge orders
 * (`?view=complaints`): complaints about recharges left pending, open ones
 * oldest first, filtered by status (`?complaints=open|resolved`), each with its
 * order, customer and note, and Resolve for an open one.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RECHARGE_COMPLAINT_STATUSES,
  type AdminRechargeComplaint,
  type RechargeComplaintStatus,
} from '@seva/contracts';
import { Button } from '@/components/ui';
import { formatDateTime, formatRupees } from '@/lib/format';
import { useRechargeComplaints } from '../api/recharge-complaints';
import { FilterBar, FilterSelect } from '../../shared/components/filter-bar';
import { listTexts, PagedList } from '../../shared/components/paged-list';
import { ResolveComplaintDialog } from './resolve-complaint-dialog';

const PAGE_SIZE = 20;

const asStatus = (value: string): RechargeComplaintStatus | '' =>
  (RECHARGE_COMPLAINT_STATUSES as readonly string[]).includes(value) ? (value as RechargeComplaintStatus) : '';

function ComplaintRow({ complaint, onResolve }: { complaint: AdminRechargeComplaint; onResolve: () => void }) {
  const { t } = useTranslation('admin');
  const { order } = complaint;
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-gray-200 bg-white p-4" aria-label={complaint.reference}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-gray-900">{complaint.reference}</p>
          <p className="text-sm text-gray-600">
            {t('recharge.complaints.order', {
              reference: order.reference,
              operator: order.productName,
              number: order.number,
              amount: formatRupees(order.amount),
              status: t(`recharge.status.${order.status}`),
            })}
          </p>
          <p className="text-sm text-gray-600">
            {t('recharge.complaints.raisedBy', { mobile: complaint.mobile, date: formatDateTime(complaint.createdAt) })}
          </p>
        </div>
        {complaint.status === 'open' ? (
          <Button size="sm" onClick={onResolve}>
            {t('recharge.complaints.resolve')}
          </Button>
        ) : (
          <span className="text-sm font-semibold text-green-800">{t('recharge.complaints.status.resolved')}</span>
        )}
      </div>
      {complaint.note && (
        <p className="text-sm text-gray-800">{t('recharge.complaints.note', { note: complaint.note })}</p>
      )}
      {complaint.resolution && (
        <p className="text-sm text-gray-800">{t('recharge.complaints.answer', { text: complaint.resolution })}</p>
      )}
    </li>
  );
}

type QueueProps = {
  get: (key: string) => string;
  page: number;
  set: (changes: Record<string, string | number>) => void;
};

export function RechargeComplaintsQueue({ get, page, set }: QueueProps) {
  const { t } = useTranslation('admin');
  const status = asStatus(get('complaints'));
  const complaints = useRechargeComplaints({ status, page, pageSize: PAGE_SIZE });
  const [resolving, setResolving] = useState<AdminRechargeComplaint | null>(null);
  return (
    <>
      <FilterBar>
        <FilterSelect
          label={t('recharge.complaints.statusFilter')}
          value={status}
          all={t('shop.all')}
          options={RECHARGE_COMPLAINT_STATUSES.map((s) => ({ value: s, label: t(`recharge.complaints.status.${s}`) }))}
          onChange={(next) => set({ complaints: next })}
          maxWidth="sm:max-w-[12rem]"
        />
      </FilterBar>
      <PagedList
        list={complaints}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => set({ page: next })}
        texts={listTexts(t, 'recharge.complaints')}
        onClearFilters={status ? () => set({ complaints: '' }) : undefined}
      >
        {(results) => (
          <ul className="flex flex-col gap-3">
            {results.map((complaint) => (
              <ComplaintRow key={complaint._id} complaint={complaint} onResolve={() => setResolving(complaint)} />
            ))}
          </ul>
        )}
      </PagedList>
      <ResolveComplaintDialog complaint={resolving} onClose={() => setResolving(null)} />
    </>
  );
}
