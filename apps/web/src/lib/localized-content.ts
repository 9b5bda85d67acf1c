/**
 * Content in the interface language (issue 21, decision 011): the API sends each content record with `hi`, the
 * Hindi of its text fields; contracts' `localized` lays it over the English for a customer who chose हिं, field by
 * field (a missing Hindi field shows the English).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '@seva/contracts';

type WithHindi = { hi?: unknown };

export interface Localizer {
  /** `item` in the interface language. */
  one: <T extends WithHindi>(item: T) => T;
  /** Each of `items` in the interface language. */
  all: <T extends WithHindi>(items: T[]) => T[];
}

/**
 * The localizer of the current interface language. Its functions keep their identity until the language
 * changes, so they serve as a react-query `select` (re-run on a switch, not on every render).
 */
export function useLocalized(): Localizer {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const one: Localizer['one'] = (item) => localized(item, language);
    return { one, all: (items) => items.map(one) };
  }, [language]);
}
