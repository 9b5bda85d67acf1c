/**
 * Asks before deleting a content record, then deletes it. A refusal stays in
 * the dialog: a category, temple or news category that still holds records
 * answers 409 with the server's message, and the way out is to hide it.
 */
import { ConfirmDialog } from '@/components/ui';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useRemoveContent } from '../api/content-resource';

type DeleteRecordDialogProps = {
  resource: { path: string };
  /** The record to delete; null keeps the dialog closed. */
  record: { _id: string; name: string } | null;
  onClose: () => void;
};

export function DeleteRecordDialog({ resource, record, onClose }: DeleteRecordDialogProps) {
  const { t } = useTranslation('admin');
  const remove = useRemoveContent(resource);
  const conflict = remove.error instanceof ApiError && remove.error.status === 409;

  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!record) return;
    remove.mutate(record._id, {
      onSuccess: (answer) => {
        toast.success(answer?.message || t('content.common.deleted', { name: record.name }));
        close();
      },
    });
  };

  return (
    <ConfirmDialog
      open={record !== null}
      title={t('content.common.deleteTitle', { name: record?.name ?? '' })}
      description={t('content.common.deleteBody')}
      keep={t('content.common.keep')}
      confirm={t('content.common.delete')}
      pending={remove.isPending}
      busy={remove.isPending}
      onKeep={close}
      onConfirm={confirm}
    >
      {remove.isError && (
        <div role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p>{errorMessage(remove.error, t('content.common.deleteFailed'))}</p>
          {conflict && <p className="mt-1 text-red-700">{t('content.common.hideInstead')}</p>}
        </div>
      )}
    </ConfirmDialog>
  );
}
