/**
 * A file control of the content console: a preview (given by the caller),
 * the button that opens the file picker, the upload's progress, and under it
 * the accepted types and size, or what went wrong (the client check or the
 * server's message). Without a saved record it is disabled: files belong to a
 * record, so the record is saved first.
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui';
import { cn } from '@/lib/format';
import { acceptOf, maxMegabytes, type UploadKind } from '../upload-limits';
import type { FileUpload } from '../hooks/use-file-upload';

type UploadFieldProps = {
  /** The fieldset's legend ("Thumbnail"). */
  legend: string;
  /** The button's text, also the input's accessible name ("Upload thumbnail"). */
  action: string;
  kind: UploadKind;
  state: FileUpload;
  /** Several files, sent one after another (a darshan's gallery). */
  multiple?: boolean;
  /** Said under a disabled field instead of "save first" (e.g. a full gallery). */
  disabledNote?: string;
  /** What the record has now (or the chosen picture while it uploads). */
  preview?: ReactNode;
  className?: string;
};

export function UploadField(props: UploadFieldProps) {
  const { legend, action, kind, state, multiple, disabledNote, preview, className } = props;
  const { t } = useTranslation('admin');
  const inputId = useId();
  const { sending, error, enabled } = state;
  const disabled = !enabled || sending !== null;
  const percent = sending ? Math.round(sending.progress * 100) : 0;

  return (
    <fieldset className={cn('flex flex-col gap-2', className)}>
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      <div className="flex flex-wrap items-start gap-4">
        {preview}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <label
            htmlFor={inputId}
            className={buttonClasses(
              'secondary',
              'sm',
              cn('w-fit focus-within:outline-2', disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'),
            )}
          >
            {action}
          </label>
          <input
            id={inputId}
            type="file"
            accept={acceptOf(kind)}
            multiple={multiple}
            disabled={disabled}
            className="sr-only"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${inputId}-note`}
            onChange={(event) => {
              void state.start(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
          {sending && (
            <div className="flex flex-col gap-1">
              <progress
                value={sending.progress}
                max={1}
                aria-label={t('content.upload.progressLabel', { name: sending.name })}
                className="h-2 w-full max-w-xs accent-primary"
              />
              <p className="text-xs text-gray-600" aria-live="polite">
                {sending.count > 1
                  ? t('content.upload.sendingOf', { index: sending.index + 1, total: sending.count, percent })
                  : t('content.upload.sending', { percent })}
              </p>
            </div>
          )}
          <p
            id={`${inputId}-note`}
            role={error ? 'alert' : undefined}
            className={cn('text-xs', error ? 'text-sm text-red-600' : 'text-gray-500')}
          >
            {error ??
              (enabled
                ? t('content.upload.hint', { types: t(`content.upload.types.${kind}`), max: maxMegabytes(kind) })
                : (disabledNote ?? t('content.upload.saveFirst')))}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
