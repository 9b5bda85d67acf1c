/**
 * The console's inputs registered by `name` on the surrounding Form
 * (EditorForm, or any Form), each showing its field's error as the schema
 * words it: text, a text box, a select, a number and a checkbox. They take
 * the ui fields' props otherwise (label, hint, containerClassName…).
 */
import type { ComponentProps } from 'react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { useFieldErrors } from '@/components/form';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui';
import { schemaMessage } from '../form/schema-message';

/** `Props` with the field's path (`price`, `packages.0.persons`) instead of a name and an error. */
type Named<Props> = Omit<Props, 'name' | 'error'> & { name: string };

/** The field `name` of the surrounding form: its registration and its error's text. */
function useRegistered(name: string, options?: RegisterOptions) {
  const { register } = useFormContext();
  const errorText = useFieldErrors(schemaMessage);
  return { field: register(name, options), error: errorText(name) };
}

/** A line of text. */
export function FormTextField({ name, ...props }: Named<ComponentProps<typeof TextField>>) {
  const { field, error } = useRegistered(name);
  return <TextField error={error} {...props} {...field} />;
}

/** A text box of several lines. */
export function FormTextAreaField({ name, ...props }: Named<ComponentProps<typeof TextAreaField>>) {
  const { field, error } = useRegistered(name);
  return <TextAreaField error={error} {...props} {...field} />;
}

/** A select; its options are its children. */
export function FormSelectField({ name, ...props }: Named<ComponentProps<typeof SelectField>>) {
  const { field, error } = useRegistered(name);
  return <SelectField error={error} {...props} {...field} />;
}

/** A box that is ticked or not: no error of its own. */
export function FormCheckboxField({ name, ...props }: Named<ComponentProps<typeof CheckboxField>>) {
  const { field } = useRegistered(name);
  return <CheckboxField {...props} {...field} />;
}

type FormNumberFieldProps = Omit<Named<ComponentProps<typeof TextField>>, 'type' | 'inputMode' | 'step'> & {
  /** Rupees to the paisa (decimal keypad, steps of 0.01) instead of a whole number (numeric keypad, steps of 1). */
  money?: boolean;
};

/** A number, registered `valueAsNumber` (an empty box is NaN, which the schema refuses); at least `min`, 0 unless given. */
export function FormNumberField({ name, money = false, min = '0', ...props }: FormNumberFieldProps) {
  const { field, error } = useRegistered(name, { valueAsNumber: true });
  return (
    <TextField
      type="number"
      inputMode={money ? 'decimal' : 'numeric'}
      step={money ? '0.01' : '1'}
      min={min}
      error={error}
      {...props}
      {...field}
    />
  );
}
