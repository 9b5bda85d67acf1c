/**
 * Text and number fields of the edit form, registered under their form path
 * with the field's translated error, for the step components inside the edit
 * form's FormProvider.
 */
import type { ComponentProps } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { TextField } from '@/components/ui';
import type { EditProfileValues } from '../form/edit-profile-schema';
import type { ErrorFallback } from '../form/field-error';
import { useFieldError } from '../form/use-field-error';

type FormTextFieldProps = Omit<ComponentProps<typeof TextField>, 'name' | 'error'> & {
  name: FieldPath<EditProfileValues>;
  /** The message key when the schema's own message is not one of ours. */
  errorFallback?: ErrorFallback;
  /** Turns the typed text into the form value (numbers, null). */
  setValueAs?: (value: unknown) => unknown;
};

/** A text field bound to `name`; the input's other props pass through. */
export function FormTextField({ name, errorFallback, setValueAs, ...props }: FormTextFieldProps) {
  const { register } = useFormContext<EditProfileValues>();
  const errorOf = useFieldError(errorFallback);
  return <TextField {...props} error={errorOf(name)} {...register(name, setValueAs ? { setValueAs } : {})} />;
}

type NumberFieldProps = {
  name: FieldPath<EditProfileValues>;
  label: string;
  min: number;
  max: number;
  /** What an empty field means: 0 (no siblings) or undefined (no limit). */
  empty: 0 | undefined;
  errorFallback?: ErrorFallback;
};

/** A whole number from `min` to `max` on a numeric keypad. */
export function NumberField({ empty, ...props }: NumberFieldProps) {
  return (
    <FormTextField
      type="number"
      inputMode="numeric"
      setValueAs={(value) => (value === '' ? empty : Number(value))}
      {...props}
    />
  );
}
