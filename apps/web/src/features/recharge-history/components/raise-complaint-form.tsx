/** The complaint form of a recharge pending too long (issue 23): an optional note, Send and Cancel. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { RechargeOrder } from '@seva/contracts';
import { Button, TextAreaField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useRaiseComplaint } from '../api/raise-complaint';

export default function RaiseComplaintForm({ order, onCancel }: { order: RechargeOrder; onCancel: () => void }) {
  const { t } = useTranslation('recharge-history');
  const raise = useRaiseComplaint();
  const noteId = useId();
  const [note, setNote] = useState('');
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
        <Button variant="secondary" size="sm" disabled={raise.isPending} onClick={onCancel}>
          {t('complaint.cancel')}
        </Button>
      </div>
    </form>
  );
}
