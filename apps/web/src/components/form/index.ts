export { Form, fieldErrors, useFieldErrors, useZodForm, type TranslateError, type ZodForm } from './form';
