/**
 * A status move that needs one value first (the sankalp video link, the
 * prasad tracking number): a labelled input and its button. The value is
 * checked with the request's own schema before it is sent.
 */
import { useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { Button, TextField } from '@/components/ui';

type BookingValueActionProps = {
  label: string;
  hint?: string;
  /** The button's text. */
  action: string;
  type?: 'text' | 'url';
  initial?: string;
  schema: ZodType<string>;
  busy: boolean;
  disabled: boolean;
  onSubmit: (value: string) => void;
};

export function BookingValueAction({
  label,
  hint,
  action,
  type = 'text',
  initial = '',
  schema,
  busy,
  disabled,
  onSubmit,
}: BookingValueActionProps) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(value);
    setError(parsed.error?.issues[0]?.message);
    if (parsed.success) onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextField
        label={label}
        hint={hint}
        type={type}
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
        containerClassName="flex-1"
      />
      <Button type="submit" loading={busy} disabled={disabled} className="sm:mt-6">
        {action}
      </Button>
    </form>
  );
}
