/**
 * A small accessible modal dialog: labelled by its title, focus moves in and
 * is trapped while open, Esc and the close button close it, focus returns to
 * the opener, and the page behind does not scroll.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/format';
import { Button } from './button';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** role="alertdialog" for confirmations. */
  alert?: boolean;
  /** Hides the × button (the dialog must offer its own way out). */
  hideClose?: boolean;
};

const sizes = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-5xl' } as const;

/** Open panels, innermost last: only the innermost answers keys that reach the document. */
const openPanels: HTMLElement[] = [];

export function Dialog({ open, onClose, ...rest }: DialogProps) {
  if (!open) return null;
  return createPortal(<DialogPanel onClose={onClose} {...rest} />, document.body);
}

function DialogPanel({
  onClose,
  title,
  description,
  children,
  size = 'md',
  alert = false,
  hideClose = false,
}: Omit<DialogProps, 'open'>) {
  const { t } = useTranslation('common');
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Captured during the first render, before anything inside the dialog takes focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    const panel = panelRef.current;
    if (panel && !panel.contains(document.activeElement)) {
      const preferred = panel.querySelector<HTMLElement>('[data-autofocus]');
      const first = panel.querySelector<HTMLElement>(FOCUSABLE);
      (preferred ?? first ?? panel).focus();
    }

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    if (panel) openPanels.push(panel);
    // Focus can fall out of the panel (a pressed button turns disabled while it works): Esc still
    // closes the innermost dialog, and Tab brings focus back in. Keys inside the panel never get here.
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!panel || openPanels[openPanels.length - 1] !== panel || panel.contains(document.activeElement)) return;
      if (event.key === 'Escape') onCloseRef.current();
      if (event.key === 'Tab') {
        event.preventDefault();
        (panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel).focus();
      }
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      if (panel) openPanels.splice(openPanels.indexOf(panel), 1);
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusables = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 p-0 sm:items-center sm:p-4"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={panelRef}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cn(
          'relative max-h-[92dvh] w-full overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl outline-none sm:rounded-2xl sm:p-6',
          sizes[size],
        )}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-xl font-bold text-gray-900">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-gray-600">
                {description}
              </p>
            )}
          </div>
          {!hideClose && (
            <button
              type="button"
              onClick={() => onCloseRef.current()}
              aria-label={t('close')}
              className="-m-2 grid size-10 shrink-0 place-items-center rounded-full text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
        {children}
      </div>
    </div>
  );
}

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

/**
 * The alert dialog that asks before a change that cannot be undone, such as cancelling and refunding or
 * removing family access: the safe choice first and focused, the change in red.
 */
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
