/**
 * The team's note on a consultancy request and the moves to its other
 * statuses (any move among new, contacted and closed is allowed). A move
 * sends the note with it and toasts the server's message.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CONSULTANCY_STATUSES, type AdminConsultancy, type ConsultancyStatus } from '@seva/contracts';
import { Button, TextAreaField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useUpdateConsultancyStatus } from '../api/update-consultancy-status';

type ConsultancyStatusActionsProps = { request: AdminConsultancy; onChanged: (request: AdminConsultancy) => void };

export function ConsultancyStatusActions({ request, onChanged }: ConsultancyStatusActionsProps) {
  const { t } = useTranslation('admin');
  const update = useUpdateConsultancyStatus();
  const [note, setNote] = useState(request.note);

  const move = (status: ConsultancyStatus) =>
    update.mutate(
      { id: request._id, status, note: note.trim() },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onChanged(answer.data);
        },
        onError: (error) => toast.error(errorMessage(error, t('content.consultancy.moveFailed'))),
      },
    );

  return (
    <div className="flex flex-col gap-3">
      <TextAreaField
        label={t('content.consultancy.note')}
        hint={t('content.consultancy.noteHint')}
        rows={3}
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        {CONSULTANCY_STATUSES.filter((status) => status !== request.status).map((status) => (
          <Button
            key={status}
            variant={status === 'closed' ? 'secondary' : 'primary'}
            loading={update.isPending && update.variables?.status === status}
            disabled={update.isPending}
            onClick={() => move(status)}
          >
            {t(`content.consultancy.moveTo.${status}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
