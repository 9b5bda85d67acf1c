/**
 * A status move that needs one value first (the sankalp video link, the
 * prasad tracking number): a labelled input and its button. The value is
 * checked with the request's own schema before it is sent; an error shows
 * until the next try.
 */
import type { ZodType } from 'zod';
import { z } from '@seva/contracts';
import { Form, useZodForm } from '@/components/form';
import { Button } from '@/components/ui';
import { FormTextField } from '../../shared/components/form-fields';

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
  const form = useZodForm(z.object({ value: schema }), {
    defaultValues: { value: initial },
    // Checked on each try only, and focus stays where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  return (
    <Form
      form={form}
      onSubmit={({ value }) => onSubmit(value)}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <FormTextField name="value" label={label} hint={hint} type={type} containerClassName="flex-1" />
      <Button type="submit" loading={busy} disabled={disabled} className="sm:mt-6">
        {action}
      </Button>
    </Form>
  );
}
