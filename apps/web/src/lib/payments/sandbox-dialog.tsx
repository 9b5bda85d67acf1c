/**
 * The frame both sandbox payment dialogs share (DESIGN: Providers): the test
 * notice, the summary they pass in, a failed call's message, one large button
 * for the happy path over two smaller ones, and a screen-reader "processing"
 * line while a call runs.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@/components/ui';
import { useSandboxChoice } from './use-sandbox-choice';

export type SandboxOption<O extends string> = { outcome: O; label: string };

type SandboxDialogProps<O extends string> = {
  title: string;
  /**
   * Calls the sandbox endpoint for `outcome` and settles the request. A throw
   * shows the server message (else payments:callFailed) and re-enables the buttons.
   */
  call: (outcome: O) => Promise<void>;
  /** What Esc, × and the backdrop choose (Dismiss, Cancel). */
  closeWith: O;
  /** The large button, focused first; then the secondary and the ghost button beside it. */
  options: readonly [SandboxOption<O>, SandboxOption<O>, SandboxOption<O>];
  /** The summary above the buttons (amount, order id…). */
  children: ReactNode;
};

export function SandboxDialog<O extends string>({ title, call, closeWith, options, children }: SandboxDialogProps<O>) {
  const { t } = useTranslation('payments');
  const { pending, error, errorRef, choose } = useSandboxChoice<O>(call, t('callFailed'));
  const [main, second, third] = options;
  const state = (option: SandboxOption<O>) => ({
    loading: pending === option.outcome,
    disabled: pending !== null,
    onClick: () => void choose(option.outcome),
  });

  return (
    <Dialog open onClose={() => void choose(closeWith)} title={title} description={t('testNotice')} size="sm">
      {children}

      {error && (
        <p ref={errorRef} tabIndex={-1} role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {error}
        </p>
      )}

      <div className="mt-6 flex flex-col gap-3">
        <Button size="lg" data-autofocus="" {...state(main)}>
          {main.label}
        </Button>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" {...state(second)}>
            {second.label}
          </Button>
          <Button variant="ghost" {...state(third)}>
            {third.label}
          </Button>
        </div>
      </div>
      <p role="status" className="sr-only">
        {pending ? t('processing') : ''}
      </p>
    </Dialog>
  );
}
