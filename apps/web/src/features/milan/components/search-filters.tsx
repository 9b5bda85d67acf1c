/**
 * The search filters. Each choice applies at once through `onChange` (the
 * page writes it to the address); the free-text ones (caste, state, city)
 * apply when the field is left or Enter is pressed, so typing does not fire
 * a search per letter. The same form sits in the sidebar and in the phone
 * drawer.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DIETS,
  EDUCATION_LEVELS,
  HEIGHT_CM,
  INCOME_BANDS,
  MANGLIK_FILTERS,
  MARITAL_STATUSES,
  MAX_AGE,
  MOTHER_TONGUES,
  OCCUPATIONS,
  RELIGIONS,
} from '@seva/contracts';
import { SelectField, TextField } from '@/components/ui';
import { heightLabel, heightOptions } from '../format';
import type { FilterKey, Filters } from '../search-params';

type FilterFormProps = {
  filters: Filters;
  loggedIn: boolean;
  onChange: (key: FilterKey, value: string) => void;
};

const AGES: Option[] = Array.from({ length: MAX_AGE - 18 + 1 }, (_, index) => ({
  value: 18 + index,
  label: String(18 + index),
}));

type Option = { value: string | number; label: string };

/** A select whose first option (`anyLabel`) clears the filter. */
function ChoiceFilter({
  name,
  label,
  value,
  onChange,
  anyLabel,
  options,
}: {
  name: FilterKey;
  label: string;
  value: string | undefined;
  onChange: FilterFormProps['onChange'];
  anyLabel: string;
  options: Option[];
}) {
  return (
    <SelectField label={label} name={name} value={value ?? ''} onChange={(event) => onChange(name, event.target.value)}>
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/** A text filter that applies on blur or Enter; follows the address when Back changes it. */
function TextFilter({
  name,
  label,
  placeholder,
  value = '',
  onChange,
}: {
  name: FilterKey;
  label: string;
  placeholder: string;
  value: string | undefined;
  onChange: FilterFormProps['onChange'];
}) {
  const { t } = useTranslation('milan');
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft.trim() !== value) onChange(name, draft);
  };
  return (
    <TextField
      label={label}
      name={name}
      placeholder={placeholder}
      value={draft}
      maxLength={60}
      enterKeyHint="search"
      hint={t('filters.textHint')}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}

export function FilterForm({ filters, loggedIn, onChange }: FilterFormProps) {
  const { t } = useTranslation('milan');
  const any = t('filters.any');
  /** Heights from the contract's range, keeping an address value that falls between the steps. */
  const heights = (current: string | undefined) =>
    heightOptions(HEIGHT_CM.min, HEIGHT_CM.max, current !== undefined ? Number(current) : undefined).map((cm) => ({
      value: cm,
      label: heightLabel(cm),
    }));
  const listed = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const choice = (name: FilterKey, label: string, options: Option[], anyLabel = any) => (
    <ChoiceFilter
      name={name}
      label={label}
      value={filters[name]}
      onChange={onChange}
      anyLabel={anyLabel}
      options={options}
    />
  );
  const text = (name: FilterKey, label: string, placeholder: string) => (
    <TextFilter name={name} label={label} placeholder={placeholder} value={filters[name]} onChange={onChange} />
  );

  return (
    <div role="search" aria-label={t('filters.title')} className="flex flex-col gap-4">
      {choice(
        'gender',
        t('filters.lookingFor'),
        [
          { value: 'female', label: t('filters.bride') },
          { value: 'male', label: t('filters.groom') },
        ],
        loggedIn ? t('filters.lookingForDefault') : t('filters.lookingForAny'),
      )}
      <div className="grid grid-cols-2 gap-3">
        {choice('ageMin', t('filters.ageFrom'), AGES)}
        {choice('ageMax', t('filters.ageTo'), AGES)}
      </div>
      <div className="grid grid-cols-2 gap-3">
        {choice('heightMin', t('filters.heightFrom'), heights(filters.heightMin))}
        {choice('heightMax', t('filters.heightTo'), heights(filters.heightMax))}
      </div>
      {choice('religion', t('filters.religion'), listed(RELIGIONS, 'religions'))}
      {text('caste', t('filters.caste'), t('filters.castePlaceholder'))}
      {choice('motherTongue', t('filters.motherTongue'), listed(MOTHER_TONGUES, 'motherTongues'))}
      {choice('maritalStatus', t('filters.maritalStatus'), listed(MARITAL_STATUSES, 'maritalStatuses'))}
      {choice('education', t('filters.education'), listed(EDUCATION_LEVELS, 'education'))}
      {choice('occupation', t('filters.occupation'), listed(OCCUPATIONS, 'occupations'))}
      {choice('incomeBand', t('filters.income'), listed(INCOME_BANDS, 'incomeBands'))}
      {text('state', t('filters.state'), t('filters.statePlaceholder'))}
      {text('city', t('filters.city'), t('filters.cityPlaceholder'))}
      {choice('diet', t('filters.diet'), listed(DIETS, 'diets'))}
      {choice('manglik', t('filters.manglik'), listed(MANGLIK_FILTERS, 'filters.manglikValues'))}
    </div>
  );
}
