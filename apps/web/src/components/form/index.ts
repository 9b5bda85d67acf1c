export {
  Form,
  fieldErrors,
  useCatalogueError,
  useFieldErrors,
  useZodForm,
  type TranslateError,
  type ZodForm,
} from './form';
