/** A yes/no question before removing family access (issue 22): the safe choice first, the removal in red. */
import { Button, Dialog } from '@/components/ui';

type ConfirmDialogProps = {
  /** Open while there is something to confirm. */
  open: boolean;
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmDialog({ open, title, body, confirm, cancel, pending, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={body} size="sm" alert>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {cancel}
        </Button>
        <Button variant="danger" loading={pending} onClick={onConfirm}>
          {confirm}
        </Button>
      </div>
    </Dialog>
  );
}
