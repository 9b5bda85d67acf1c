/** Resolve a recharge complaint (issue 23): the admin writes what was done; the customer reads it in their history. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AdminRechargeComplaint } from '@seva/contracts';
import { Button, Dialog, TextAreaField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useResolveComplaint } from '../api/recharge-complaints';

type Props = { complaint: AdminRechargeComplaint | null; onClose: () => void };

export function ResolveComplaintDialog({ complaint, onClose }: Props) {
  const { t } = useTranslation('admin');
  const resolve = useResolveComplaint();
  const fieldId = useId();
  const [resolution, setResolution] = useState('');
  if (!complaint) return null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    resolve.mutate(
      { id: complaint._id, resolution },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setResolution('');
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, t('recharge.complaints.resolveFailed'))),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={() => !resolve.isPending && onClose()}
      title={t('recharge.complaints.resolveTitle', { reference: complaint.reference })}
      description={t('recharge.complaints.resolveBody')}
    >
      <form onSubmit={submit} className="flex flex-col gap-3">
        <TextAreaField
          id={fieldId}
          label={t('recharge.complaints.resolution')}
          maxLength={1000}
          value={resolution}
          onChange={(e) => setResolution(e.target.value)}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={resolve.isPending} onClick={onClose}>
            {t('recharge.complaints.cancel')}
          </Button>
          <Button type="submit" loading={resolve.isPending} disabled={!resolution.trim()}>
            {t('recharge.complaints.resolve')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
