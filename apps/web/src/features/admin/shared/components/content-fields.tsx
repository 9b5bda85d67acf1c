/**
 * Fields the content forms share, each given its react-hook-form
 * registration and error: the names (English and Hindi), the title and
 * description, the display position, the active box, the language and the
 * publish time (India time).
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MEDIA_LANGUAGES } from '@seva/contracts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui';

export type SelectOption = { value: string; label: string };

type Registered = { field: UseFormRegisterReturn; error?: string; className?: string };

export function NameFields({ name, nameHi }: { name: Registered & { label?: string }; nameHi: Registered }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <TextField
        label={name.label ?? t('content.fields.name')}
        error={name.error}
        containerClassName={name.className}
        {...name.field}
      />
      <TextField
        label={t('content.fields.nameHi')}
        lang="hi"
        error={nameHi.error}
        containerClassName={nameHi.className}
        {...nameHi.field}
      />
    </>
  );
}

/** The record's title; `className` places it (a title alone on its row spans both columns). */
export function TitleField({ field, error, className }: Registered) {
  const { t } = useTranslation('admin');
  return <TextField label={t('content.fields.title')} error={error} containerClassName={className} {...field} />;
}

/** The record's description: three rows, across both columns unless `className` says otherwise. */
export function DescriptionField({ field, error, className = 'sm:col-span-2' }: Registered) {
  const { t } = useTranslation('admin');
  return (
    <TextAreaField
      label={t('content.fields.description')}
      containerClassName={className}
      rows={3}
      error={error}
      {...field}
    />
  );
}

export function SortOrderField({ field, error, className }: Registered) {
  const { t } = useTranslation('admin');
  return (
    <TextField
      label={t('content.fields.sortOrder')}
      hint={t('content.fields.sortOrderHint')}
      type="number"
      inputMode="numeric"
      min="0"
      step="1"
      error={error}
      containerClassName={className}
      {...field}
    />
  );
}

export function ActiveField({ field, className, label }: Registered & { label?: string }) {
  const { t } = useTranslation('admin');
  return <CheckboxField label={label ?? t('content.fields.active')} containerClassName={className} {...field} />;
}

export function LanguageField({ field, error, className }: Registered) {
  const { t } = useTranslation('admin');
  return (
    <SelectField label={t('content.fields.language')} error={error} containerClassName={className} {...field}>
      {MEDIA_LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {t(`content.languages.${language}`)}
        </option>
      ))}
    </SelectField>
  );
}

/** A datetime-local input read as India time; `hint` replaces the default "India time" note (e.g. "Scheduled"). */
export function PublishTimeField({ field, error, className, hint }: Registered & { hint?: string }) {
  const { t } = useTranslation('admin');
  return (
    <TextField
      label={t('content.fields.publishedAt')}
      type="datetime-local"
      hint={hint ?? t('content.fields.publishedAtHint')}
      error={error}
      containerClassName={className}
      {...field}
    />
  );
}

/** Where a video or podcast is filed: "Category › Sub-category" options (useSubCategoryOptions). */
export function SubCategoryField({ field, error, className, options }: Registered & { options: SelectOption[] }) {
  const { t } = useTranslation('admin');
  return (
    <SelectField label={t('content.fields.subCategory')} error={error} containerClassName={className} {...field}>
      <option value="">{t('content.fields.chooseSubCategory')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
