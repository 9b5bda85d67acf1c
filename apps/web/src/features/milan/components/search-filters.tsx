/**
 * The search filters. Each choice applies at once through `onChange` (the
 * page writes it to the address); the free-text ones (caste, state, city)
 * apply when the field is left or Enter is pressed, so typing does not fire
 * a search per letter. The same form sits in the sidebar and in the phone
 * drawer.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DIETS,
  EDUCATION_LEVELS,
  HEIGHT_CM,
  INCOME_BANDS,
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

const AGES = Array.from({ length: MAX_AGE - 18 + 1 }, (_, index) => 18 + index);

/** A select whose first option ("Any") clears the filter. */
function ChoiceFilter({
  name,
  label,
  value,
  onChange,
  anyLabel,
  children,
}: {
  name: FilterKey;
  label: string;
  value: string | undefined;
  onChange: FilterFormProps['onChange'];
  anyLabel: string;
  children: ReactNode;
}) {
  return (
    <SelectField label={label} name={name} value={value ?? ''} onChange={(event) => onChange(name, event.target.value)}>
      <option value="">{anyLabel}</option>
      {children}
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
  const heights = heightOptions(
    HEIGHT_CM.min,
    HEIGHT_CM.max,
    filters.heightMin !== undefined ? Number(filters.heightMin) : undefined,
  );
  const heightsTo = heightOptions(
    HEIGHT_CM.min,
    HEIGHT_CM.max,
    filters.heightMax !== undefined ? Number(filters.heightMax) : undefined,
  );
  const choice = (name: FilterKey, label: string, values: readonly string[], prefix: string) => (
    <ChoiceFilter name={name} label={label} value={filters[name]} onChange={onChange} anyLabel={any}>
      {values.map((value) => (
        <option key={value} value={value}>
          {t(`${prefix}.${value}`)}
        </option>
      ))}
    </ChoiceFilter>
  );

  return (
    <div role="search" aria-label={t('filters.title')} className="flex flex-col gap-4">
      <ChoiceFilter
        name="gender"
        label={t('filters.lookingFor')}
        value={filters.gender}
        onChange={onChange}
        anyLabel={loggedIn ? t('filters.lookingForDefault') : t('filters.lookingForAny')}
      >
        <option value="female">{t('filters.bride')}</option>
        <option value="male">{t('filters.groom')}</option>
      </ChoiceFilter>
      <div className="grid grid-cols-2 gap-3">
        <ChoiceFilter
          name="ageMin"
          label={t('filters.ageFrom')}
          value={filters.ageMin}
          onChange={onChange}
          anyLabel={any}
        >
          {AGES.map((age) => (
            <option key={age} value={age}>
              {age}
            </option>
          ))}
        </ChoiceFilter>
        <ChoiceFilter
          name="ageMax"
          label={t('filters.ageTo')}
          value={filters.ageMax}
          onChange={onChange}
          anyLabel={any}
        >
          {AGES.map((age) => (
            <option key={age} value={age}>
              {age}
            </option>
          ))}
        </ChoiceFilter>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <ChoiceFilter
          name="heightMin"
          label={t('filters.heightFrom')}
          value={filters.heightMin}
          onChange={onChange}
          anyLabel={any}
        >
          {heights.map((cm) => (
            <option key={cm} value={cm}>
              {heightLabel(cm)}
            </option>
          ))}
        </ChoiceFilter>
        <ChoiceFilter
          name="heightMax"
          label={t('filters.heightTo')}
          value={filters.heightMax}
          onChange={onChange}
          anyLabel={any}
        >
          {heightsTo.map((cm) => (
            <option key={cm} value={cm}>
              {heightLabel(cm)}
            </option>
          ))}
        </ChoiceFilter>
      </div>
      {choice('religion', t('filters.religion'), RELIGIONS, 'religions')}
      <TextFilter
        name="caste"
        label={t('filters.caste')}
        placeholder={t('filters.castePlaceholder')}
        value={filters.caste}
        onChange={onChange}
      />
      {choice('motherTongue', t('filters.motherTongue'), MOTHER_TONGUES, 'motherTongues')}
      {choice('maritalStatus', t('filters.maritalStatus'), MARITAL_STATUSES, 'maritalStatuses')}
      {choice('education', t('filters.education'), EDUCATION_LEVELS, 'education')}
      {choice('occupation', t('filters.occupation'), OCCUPATIONS, 'occupations')}
      {choice('incomeBand', t('filters.income'), INCOME_BANDS, 'incomeBands')}
      <TextFilter
        name="state"
        label={t('filters.state')}
        placeholder={t('filters.statePlaceholder')}
        value={filters.state}
        onChange={onChange}
      />
      <TextFilter
        name="city"
        label={t('filters.city')}
        placeholder={t('filters.cityPlaceholder')}
        value={filters.city}
        onChange={onChange}
      />
      {choice('diet', t('filters.diet'), DIETS, 'diets')}
    </div>
  );
}
