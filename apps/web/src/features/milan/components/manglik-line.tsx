/**
 * The Mangal dosha of the two, in plain words, under the guna milan: both
 * Manglik cancels; one Manglik is worded gently (families consult an
 * astrologer, never a rejection); unknown says what would make it known.
 * The viewer is the other gender from the profile (kundli matching is
 * between a bride and a groom).
 */
import { useTranslation } from 'react-i18next';
import type { ManglikMatch, MilanGender } from '@seva/contracts';
import { cn } from '@/lib/format';

type ManglikLineProps = {
  manglik: ManglikMatch;
  /** The profile's gender; the viewer's is the other. */
  gender: MilanGender;
  name: string;
};

/** The i18n key (under kundli.manglik) of the sentence for `manglik`. */
function sentenceKey({ mine, theirs, verdict }: ManglikMatch, gender: MilanGender): string {
  if (verdict === 'unknown') return mine === null ? 'unknown_mine' : 'unknown_theirs';
  if (verdict !== 'dosha') return verdict;
  const brideManglik = gender === 'female' ? theirs : mine;
  return brideManglik ? 'dosha_bride' : 'dosha_groom';
}

export function ManglikLine({ manglik, gender, name }: ManglikLineProps) {
  const { t } = useTranslation('milan');
  const caution = manglik.verdict === 'dosha';
  return (
    <div data-testid="kundli-manglik" className={cn('rounded-xl p-4', caution ? 'bg-amber-50' : 'bg-primary-50/60')}>
      <p className="font-semibold text-gray-900">{t('kundli.manglik.title')}</p>
      <p className={cn(caution ? 'text-amber-800' : 'text-gray-800')}>
        {t(`kundli.manglik.${sentenceKey(manglik, gender)}`, { name })}
      </p>
      <p className="mt-1 text-xs text-gray-600">{t('kundli.manglik.note')}</p>
    </div>
  );
}
