import { useTranslation } from 'react-i18next';
import { durationParts } from '../format';

/** `(days) => "1 month"`, "6 months", "1 year", "45 days" in the interface language. */
export function useDuration(): (days: number) => string {
  const { t } = useTranslation('membership');
  return (days) => {
    const { key, count } = durationParts(days);
    return t(`duration.${key}`, { count });
  };
}
