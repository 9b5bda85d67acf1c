/**
 * i18next setup: every JSON file under ./locales/<lng>/ is a namespace named
 * after the file (layout.json → 'layout'). English is complete; Hindi covers
 * the shell and the login/signup modals and falls back to English elsewhere.
 * The English 'messages' namespace is the contracts MESSAGES catalogue itself,
 * so SPEC §5/§8 texts are never copied. The admin console's strings load with
 * its lazy chunk (loadNamespace) so they never ship to customers.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MESSAGES } from '@seva/contracts';
import { authStorage } from '@/lib/auth-storage';

export const LANGUAGES = [
  { code: 'en', label: 'EN', name: 'English' },
  { code: 'hi', label: 'हिं', name: 'हिन्दी' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

type Resources = Record<string, Record<string, Record<string, unknown>>>;

type Bundle = Record<string, unknown>;

const files = import.meta.glob<Bundle>(['./locales/*/*.json', '!./locales/*/admin.json'], {
  eager: true,
  import: 'default',
});
const lazyFiles = import.meta.glob<Bundle>('./locales/*/admin.json', { import: 'default' });
const FILE_PATTERN = /\.\/locales\/([^/]+)\/([^/]+)\.json$/;

function buildResources(): Resources {
  const resources: Resources = { en: { messages: { ...MESSAGES } }, hi: {} };
  for (const [file, content] of Object.entries(files)) {
    const match = FILE_PATTERN.exec(file);
    if (!match) continue;
    const [, lng = '', ns = ''] = match;
    resources[lng] = { ...resources[lng], [ns]: { ...resources[lng]?.[ns], ...content } };
  }
  return resources;
}

function isLanguage(value: string | null): value is Language {
  return LANGUAGES.some((language) => language.code === value);
}

function initialLanguage(): Language {
  const stored = authStorage.getLanguage();
  return isLanguage(stored) ? stored : 'en';
}

const resources = buildResources();
const language = initialLanguage();

void i18n.use(initReactI18next).init({
  resources,
  lng: language,
  fallbackLng: 'en',
  ns: Object.keys(resources.en ?? {}),
  defaultNS: 'common',
  fallbackNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

if (typeof document !== 'undefined') document.documentElement.lang = language;

/** Switches the interface language and remembers it on this device. */
export function setLanguage(next: Language): void {
  authStorage.setLanguage(next);
  document.documentElement.lang = next;
  void i18n.changeLanguage(next);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage ?? null) ? (i18n.resolvedLanguage as Language) : 'en';
}

/** Loads a namespace kept out of the main bundle (e.g. 'admin'); call before rendering its pages. */
export async function loadNamespace(ns: 'admin'): Promise<void> {
  const loads = Object.entries(lazyFiles).map(async ([file, load]) => {
    const match = FILE_PATTERN.exec(file);
    if (!match || match[2] !== ns) return;
    i18n.addResourceBundle(match[1] ?? 'en', ns, await load(), true, true);
  });
  await Promise.all(loads);
}

export { i18n };
