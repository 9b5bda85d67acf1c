/**
 * A recharge's complaint (issue 23), under its card in the history: "Complaint
 * raised · reference SV-CP-…" with its status and, once resolved, the
 * resolution; or, for a recharge still pending after COMPLAINT_AFTER_MINUTES,
 * "Raise a complaint" with an optional note (raise-complaint-form.tsx).
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RechargeComplaint, RechargeOrder } from '@seva/contracts';
import { Button } from '@/components/ui';
import { canComplain } from '../complaint-rule';

// The form (its text box and the call) is fetched on the tap: the history's first download stays as it was.
const RaiseComplaintForm = lazy(() => import('./raise-complaint-form'));

function RaisedComplaint({ complaint }: { complaint: RechargeComplaint }) {
  const { t } = useTranslation('recharge-history');
  return (
    <div role="status" className="mt-3 rounded-xl border border-gray-200 bg-gray-50 p-3 text-sm text-gray-800">
      <p className="font-semibold">{t('complaint.raised', { reference: complaint.reference })}</p>
      <p className="mt-0.5">{t(`complaint.status.${complaint.status}`)}</p>
      {complaint.resolution && <p className="mt-1">{t('complaint.resolution', { text: complaint.resolution })}</p>}
    </div>
  );
}

function RaiseComplaint({ order }: { order: RechargeOrder }) {
  const { t } = useTranslation('recharge-history');
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        {t('complaint.raise')}
      </Button>
    );
  return (
    <Suspense fallback={null}>
      <RaiseComplaintForm order={order} onCancel={() => setOpen(false)} />
    </Suspense>
  );
}

export function ComplaintPanel({
  order,
  complaint,
}: {
  order: RechargeOrder;
  complaint: RechargeComplaint | undefined;
}) {
  if (complaint) return <RaisedComplaint complaint={complaint} />;
  return canComplain(order) ? <RaiseComplaint order={order} /> : null;
}
