/**
 * State and city names in the interface language (issue 21): contracts' `placeName` gives the Hindi of the
 * states and the cities we hold for a customer who chose हिं; a name we do not hold (a member's own town) shows
 * as written.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { placeName } from '@seva/contracts';

/** `(name) => name in the interface language`, keeping its identity until the language changes. */
export function usePlaceName(): (name: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback((name: string) => placeName(name, language), [language]);
}
