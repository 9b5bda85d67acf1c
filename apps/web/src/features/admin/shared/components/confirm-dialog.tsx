import type { ReactNode } from 'react';
import { Button, Dialog } from '@/components/ui';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: string;
  /** The safe button's text ("Keep the order"); it has the focus when the dialog opens. */
  keep: string;
  /** The danger button's text ("Cancel and refund"). */
  confirm: string;
  /** A change is being sent: the dialog stays open and Keep is disabled. */
  pending: boolean;
  /** The confirmed change is the one being sent: the danger button spins. */
  busy: boolean;
  onKeep: () => void;
  onConfirm: () => void;
  /** Shown above the buttons, e.g. why the last try was refused. */
  children?: ReactNode;
};

/** The alert dialog that asks before a change that cannot be undone, such as cancelling and refunding. */
export function ConfirmDialog({
  open,
  title,
  description,
  keep,
  confirm,
  pending,
  busy,
  onKeep,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={() => !pending && onKeep()} alert size="sm" title={title} description={description}>
      {children}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" data-autofocus disabled={pending} onClick={onKeep}>
          {keep}
        </Button>
        <Button variant="danger" loading={busy} onClick={onConfirm}>
          {confirm}
        </Button>
      </div>
    </Dialog>
  );
}
