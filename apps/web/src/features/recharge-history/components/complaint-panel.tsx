/**
 * A recharge's complaint (issue 23), under its card in the history: "Complaint
 * raised · reference SV-CP-…" with its status and, once resolved, the
 * resolution; or, for a recharge still pending after COMPLAINT_AFTER_MINUTES,
 * "Raise a complaint" with an optional note.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { RechargeComplaint, RechargeOrder } from '@seva/contracts';
import { Button, TextAreaField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useRaiseComplaint } from '../api/complaints';
import { canComplain } from '../complaint-rule';

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
  const raise = useRaiseComplaint();
  const noteId = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  if (!open)
    return (
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        {t('complaint.raise')}
      </Button>
    );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    raise.mutate(
      { orderId: order._id, note },
      { onError: (error) => toast.error(errorMessage(error, t('complaint.failed'))) },
    );
  };
  return (
    <form onSubmit={submit} className="mt-3 flex flex-col gap-2" aria-label={t('complaint.raise')}>
      <TextAreaField
        id={noteId}
        label={t('complaint.note')}
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={raise.isPending}>
          {t('complaint.submit')}
        </Button>
        <Button variant="secondary" size="sm" disabled={raise.isPending} onClick={() => setOpen(false)}>
          {t('complaint.cancel')}
        </Button>
      </div>
    </form>
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
