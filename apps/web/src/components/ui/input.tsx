import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '@/lib/format';

export const inputClasses =
  'block w-full min-h-11 rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-400 focus:border-primary focus:outline-2 focus:outline-primary/30 aria-[invalid=true]:border-red-500 disabled:bg-gray-100 read-only:bg-gray-50';

type FieldShellProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
};

function FieldShell({ id, label, error, hint, children, className }: FieldShellProps) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-gray-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria-invalid, and aria-describedby pointing at the error (else the hint) FieldShell shows under a control. */
function fieldAria(id: string, error?: string, hint?: ReactNode) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  containerClassName?: string;
};

/** A labelled text input; the label is its accessible name. */
export function TextField({ label, error, hint, id, className, containerClassName, ref, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} className={containerClassName}>
      <input
        ref={ref}
        id={inputId}
        {...fieldAria(inputId, error, hint)}
        className={cn(inputClasses, className)}
        {...props}
      />
    </FieldShell>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
  containerClassName?: string;
};

/** A labelled native select. */
export function SelectField({
  label,
  error,
  id,
  className,
  containerClassName,
  children,
  ref,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FieldShell id={selectId} label={label} error={error} className={containerClassName}>
      <select
        ref={ref}
        id={selectId}
        {...fieldAria(selectId, error)}
        className={cn(inputClasses, className)}
        {...props}
      >
        {children}
      </select>
    </FieldShell>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
  containerClassName?: string;
};

/** A labelled multi-line text box, at least 6rem tall; the label is its accessible name. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  containerClassName,
  ref,
  ...props
}: TextAreaFieldProps) {
  const generated = useId();
  const textareaId = id ?? generated;
  return (
    <FieldShell id={textareaId} label={label} error={error} hint={hint} className={containerClassName}>
      <textarea
        ref={ref}
        id={textareaId}
        {...fieldAria(textareaId, error, hint)}
        className={cn(inputClasses, 'min-h-24', className)}
        {...props}
      />
    </FieldShell>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
  containerClassName?: string;
};

/** A checkbox inside its label, so the whole 44 px row toggles it; the label is its accessible name. */
export function CheckboxField({ label, className, containerClassName, ref, ...props }: CheckboxFieldProps) {
  return (
    <label className={cn('flex min-h-11 items-center gap-3 text-sm font-medium text-gray-800', containerClassName)}>
      <input ref={ref} type="checkbox" className={cn('size-5 accent-primary', className)} {...props} />
      {label}
    </label>
  );
}
