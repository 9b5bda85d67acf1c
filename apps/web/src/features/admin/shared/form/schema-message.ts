import type { FieldError } from 'react-hook-form';

/**
 * How the console words a field's error, for fieldErrors and useFieldErrors
 * (components/form): the schema's own message, the contracts' English, shown
 * as it is.
 */
export const schemaMessage = (error: FieldError): string => error.message ?? '';
