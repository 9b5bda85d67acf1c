/**
 * Fields the editing forms share, on the surrounding Form (form-fields) under
 * their usual names: the names in English and Hindi (`name`, `nameHi`), the
 * title and description, the position in the list (`sortOrder`), the box that
 * shows the record (`active`), the language, the publish time (`publishedAt`,
 * India time) and the sub-category (`subCategoryId`). A domain's own wording
 * comes in `label` (and `hint`); `className` places the field.
 */
import { useTranslation } from 'react-i18next';
import { MEDIA_LANGUAGES } from '@seva/contracts';
import { FormCheckboxField, FormNumberField, FormSelectField, FormTextAreaField, FormTextField } from './form-fields';

export type SelectOption = { value: string; label: string };

type Placed = { className?: string; label?: string };

/** The name (`label`, else "Name") and the Hindi name, side by side. */
export function NameFields({ label }: { label?: string }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <FormTextField name="name" label={label ?? t('content.fields.name')} />
      <FormTextField name="nameHi" label={t('content.fields.nameHi')} lang="hi" />
    </>
  );
}

/** The record's title; a title alone on its row spans both columns (`className`). */
export function TitleField({ className }: { className?: string }) {
  const { t } = useTranslation('admin');
  return <FormTextField name="title" label={t('content.fields.title')} containerClassName={className} />;
}

/** The record's description: three rows unless `rows` says otherwise, across both columns unless `className` does. */
export function DescriptionField({ className = 'sm:col-span-2', label, rows = 3 }: Placed & { rows?: number }) {
  const { t } = useTranslation('admin');
  return (
    <FormTextAreaField
      name="description"
      label={label ?? t('content.fields.description')}
      containerClassName={className}
      rows={rows}
    />
  );
}

/** The record's position in its list: a whole number, lower first. */
export function SortOrderField({ className, label, hint }: Placed & { hint?: string }) {
  const { t } = useTranslation('admin');
  return (
    <FormNumberField
      name="sortOrder"
      label={label ?? t('content.fields.sortOrder')}
      hint={hint ?? t('content.fields.sortOrderHint')}
      containerClassName={className}
    />
  );
}

/** The box that shows the record to customers. */
export function ActiveField({ className, label }: Placed) {
  const { t } = useTranslation('admin');
  return <FormCheckboxField name="active" label={label ?? t('content.fields.active')} containerClassName={className} />;
}

/** The record's language, one of the media languages. */
export function LanguageField({ className }: { className?: string }) {
  const { t } = useTranslation('admin');
  return (
    <FormSelectField name="language" label={t('content.fields.language')} containerClassName={className}>
      {MEDIA_LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {t(`content.languages.${language}`)}
        </option>
      ))}
    </FormSelectField>
  );
}

/** A datetime-local input read as India time; `hint` replaces the default "India time" note (e.g. "Scheduled"). */
export function PublishTimeField({ className, hint }: { className?: string; hint?: string }) {
  const { t } = useTranslation('admin');
  return (
    <FormTextField
      name="publishedAt"
      label={t('content.fields.publishedAt')}
      type="datetime-local"
      hint={hint ?? t('content.fields.publishedAtHint')}
      containerClassName={className}
    />
  );
}

/** Where a video or podcast is filed: "Category › Sub-category" options (useSubCategoryOptions). */
export function SubCategoryField({ className, options }: { className?: string; options: SelectOption[] }) {
  const { t } = useTranslation('admin');
  return (
    <FormSelectField name="subCategoryId" label={t('content.fields.subCategory')} containerClassName={className}>
      <option value="">{t('content.fields.chooseSubCategory')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormSelectField>
  );
}
