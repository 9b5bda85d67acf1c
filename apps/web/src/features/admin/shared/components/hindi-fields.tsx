/**
 * English and Hindi side by side in the console's editors (issue 21, decision 011): each translatable field is a
 * pair, the English under its own name and the Hindi under `hi.<name>` (`lang="hi"`, so screen readers and fonts
 * treat it as Hindi), in one row of two columns on a wide screen and one after the other on a phone. Lists keep
 * one entry a line in both boxes, so a Hindi line sits level with its English line. Also the list filter and
 * the badge for records whose Hindi is incomplete.
 */
import { useTranslation } from 'react-i18next';
import { FormTextAreaField, FormTextField } from './form-fields';
import { ActiveBadge, Badge } from './badges';
import { FilterSelect } from './filter-bar';

type PairProps = {
  /** The English field's name; the Hindi one is `hi.<name>`. */
  name: string;
  label: string;
  hint?: string;
};

const PAIR_ROW = 'grid grid-cols-1 gap-3 sm:col-span-2 sm:grid-cols-2';

/** A line of text in English and in Hindi. */
export function BilingualTextField({ name, label, hint }: PairProps) {
  const { t } = useTranslation('admin');
  return (
    <div className={PAIR_ROW}>
      <FormTextField name={name} label={label} hint={hint} />
      <FormTextField name={`hi.${name}`} label={t('content.hindi.inHindi', { label })} lang="hi" />
    </div>
  );
}

/** A text box (a description, or a list one entry a line) in English and in Hindi, rows level. */
export function BilingualTextAreaField({ name, label, hint, rows = 3 }: PairProps & { rows?: number }) {
  const { t } = useTranslation('admin');
  return (
    <div className={PAIR_ROW}>
      <FormTextAreaField name={name} label={label} hint={hint} rows={rows} />
      <FormTextAreaField name={`hi.${name}`} label={t('content.hindi.inHindi', { label })} lang="hi" rows={rows} />
    </div>
  );
}

/** "Hindi missing" on a list row, naming the fields (`labelOf` words each) in its tooltip and for screen readers. */
export function HindiMissingBadge({ missing, labelOf }: { missing: string[]; labelOf: (field: string) => string }) {
  const { t } = useTranslation('admin');
  if (missing.length === 0) return null;
  const fields = t('content.hindi.missingFields', { fields: missing.map(labelOf).join(', ') });
  return (
    <span title={fields}>
      <Badge className="bg-amber-100 text-amber-900">{t('content.hindi.missing')}</Badge>
      <span className="sr-only">{fields}</span>
    </span>
  );
}

/** A catalogue row's state: shown or hidden, and "Hindi missing" under it when the Hindi is incomplete. */
export function RecordStateBadges({
  active,
  missing,
  labelOf,
}: {
  active: boolean;
  missing: string[];
  labelOf: (field: string) => string;
}) {
  return (
    <div className="flex flex-col items-start gap-1">
      <ActiveBadge active={active} />
      <HindiMissingBadge missing={missing} labelOf={labelOf} />
    </div>
  );
}

/** The list filter: every record, or only those whose Hindi is incomplete (`?hindi=missing`). */
export function HindiFilter({ value, onChange }: { value: '' | 'missing'; onChange: (value: string) => void }) {
  const { t } = useTranslation('admin');
  return (
    <FilterSelect
      label={t('content.hindi.filter')}
      value={value}
      all={t('content.hindi.all')}
      options={[{ value: 'missing', label: t('content.hindi.missing') }]}
      onChange={onChange}
      maxWidth="sm:max-w-[10rem]"
    />
  );
}

/** The Hindi filter in the URL ('missing') when it is one, else '' (all). */
export const asHindiFilter = (value: string): '' | 'missing' => (value === 'missing' ? 'missing' : '');
