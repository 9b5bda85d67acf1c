import { useTranslation } from 'react-i18next';

/** Something the API names in English and Hindi (a news category, a temple). */
export type Bilingual = { name: string; nameHi: string };

/** The name in the interface language: Hindi when it is Hindi and the record has one, else English. */
export function localizedName(item: Bilingual, language: string): string {
  return language === 'hi' && item.nameHi ? item.nameHi : item.name;
}

/** `localizedName` bound to the current interface language (re-renders when it changes). */
export function useLocalizedName(): (item: Bilingual) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (item) => localizedName(item, language);
}
