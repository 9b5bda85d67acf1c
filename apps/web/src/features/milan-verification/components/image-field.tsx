/**
 * One image of the verification form: its label and hint, a preview of the
 * chosen photo (an object URL, revoked when it changes or leaves) and a
 * button-looking label around the file input. `capture="user"` opens the
 * front camera on phones for the selfie.
 */
import { useId, type ChangeEvent, type Ref } from 'react';
import { buttonClasses } from '@/components/ui';
import { cn } from '@/lib/format';
import { useObjectUrl } from '../use-object-url';

type ImageFieldProps = {
  label: string;
  hint: string;
  chooseLabel: string;
  changeLabel: string;
  previewAlt: string;
  /** The chosen photo when it may be sent (a refused one is not previewed). */
  file: File | undefined;
  error: string | undefined;
  capture?: 'user';
  disabled?: boolean;
  onFile: (file: File) => void;
  ref?: Ref<HTMLInputElement>;
};

export function ImageField({
  label,
  hint,
  chooseLabel,
  changeLabel,
  previewAlt,
  file,
  error,
  capture,
  disabled,
  onFile,
  ref,
}: ImageFieldProps) {
  const id = useId();
  const preview = useObjectUrl(file);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Choosing the same file again must fire a change.
    event.target.value = '';
    if (chosen) onFile(chosen);
  };
  return (
    <div className="flex flex-col gap-2">
      <div>
        <p id={`${id}-label`} className="text-sm font-medium text-gray-800">
          {label}
        </p>
        <p id={`${id}-hint`} className="text-xs text-gray-500">
          {hint}
        </p>
      </div>
      {preview && (
        <img
          src={preview}
          alt={previewAlt}
          className="aspect-[4/3] w-full max-w-60 rounded-lg bg-gray-100 object-contain"
        />
      )}
      <label
        className={cn(
          buttonClasses(
            'secondary',
            'md',
            'w-full cursor-pointer focus-within:outline-2 focus-within:outline-primary sm:w-auto sm:self-start',
          ),
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        {file ? changeLabel : chooseLabel}
        <input
          ref={ref}
          type="file"
          accept="image/*"
          capture={capture}
          className="sr-only"
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={onChange}
        />
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
