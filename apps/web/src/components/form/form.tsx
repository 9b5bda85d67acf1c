/**
 * The one way a form is wired: react-hook-form checked by a zod schema (the
 * contract's where there is one, so the browser applies the server's rules),
 * the form's state shared with nested fields through FormProvider, and each
 * field's error turned into text by the feature's own translation.
 *
 *   const form = useZodForm(consultancyRequestBodySchema, { defaultValues });
 *   const errorText = fieldErrors(form, (error, name) => t(errorKey(name, error)));
 *   <Form form={form} onSubmit={send}>
 *     <TextField label={t('name')} error={errorText('name')} {...form.register('name')} />
 *   </Form>
 */
import type { FormHTMLAttributes, ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FormProvider,
  get,
  useForm,
  useFormContext,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@seva/contracts';
import type { z } from 'zod';

/** A form whose values are the schema's input and whose submitted values are its parsed output. */
export type ZodForm<Schema extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<
  z.input<Schema>,
  unknown,
  z.output<Schema>
>;

/** useForm with `schema` as its resolver; `options` are useForm's own (defaultValues, mode, …). */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options?: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'>,
): ZodForm<Schema> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({ ...options, resolver: zodResolver(schema) });
}

type FormProps<Values extends FieldValues, Output> = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  form: UseFormReturn<Values, unknown, Output>;
  /** Called with the parsed values once every field passes. */
  onSubmit: SubmitHandler<Output>;
  /** Called instead when a field fails (react-hook-form focuses the first). */
  onInvalid?: SubmitErrorHandler<Values>;
  children: ReactNode;
};

/** A `<form noValidate>` that submits through `form` and gives nested fields its state (useFormContext). */
export function Form<Values extends FieldValues, Output>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...props
}: FormProps<Values, Output>) {
  return (
    <FormProvider {...form}>
      <form noValidate {...props} onSubmit={(event) => void form.handleSubmit(onSubmit, onInvalid)(event)}>
        {children}
      </form>
    </FormProvider>
  );
}

/** Turns a field's error into the text shown under it (usually a t() of the feature's key). */
export type TranslateError<Values extends FieldValues> = (error: FieldError, name: FieldPath<Values>) => string;

/**
 * The one way a contract's own validation text is shown under a field (issue
 * 21). The schemas of packages/contracts write English catalogue texts
 * (MESSAGES, MESSAGE_TEMPLATES filled in with a limit), which react-hook-form
 * hands over as they are; this reads each back into the interface language
 * at the point of display with the contracts' translateMessage, the same
 * lookup the API applies to its answers' `message`. A text outside the
 * catalogue (a form's own i18n key is not passed here) shows as it is. Use it
 * for a form whose schema is a contract's: `fieldErrors(form, useCatalogueError())`.
 */
export function useCatalogueError(): (error: FieldError) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'hi' ? 'hi' : 'en';
  return ({ message = '' }) => translateMessage(message, language);
}

/**
 * The text of each field's error: `errorText(name)` is undefined while the
 * field is valid. Reads `form.formState.errors`, so the calling component
 * re-renders when errors change.
 */
export function fieldErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'formState'>,
  translate: TranslateError<Values>,
): (name: FieldPath<Values>) => string | undefined {
  const { errors } = form.formState;
  return (name) => {
    const error = get(errors, name) as FieldError | undefined;
    return error ? translate(error, name) : undefined;
  };
}

/** fieldErrors for a component inside a Form (a step, a field group): the form comes from context. */
export function useFieldErrors<Values extends FieldValues>(
  translate: TranslateError<Values>,
): (name: FieldPath<Values>) => string | undefined {
  return fieldErrors(useFormContext<Values>(), translate);
}
