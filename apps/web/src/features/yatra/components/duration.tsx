import { useTranslation } from 'react-i18next';
import { formatDuration } from '../format';

/** "11N/12D", read out in full ("11 nights, 12 days") by screen readers. */
export function Duration({ nights, days }: { nights: number; days: number }) {
  const { t } = useTranslation('yatra');
  return <abbr title={t('card.duration', { nights, days })}>{formatDuration({ nights, days })}</abbr>;
}
