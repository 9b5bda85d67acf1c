/**
 * i18next setup: every JSON file under ./locales/<lng>/ is a namespace named
 * after the file (layout.json → 'layout'). English is complete; Hindi covers
 * every namespace the customer sees (coverage.test.ts), and the admin console's
 * sections it translates, falling back to English for the rest.
 * The 'messages' namespace is the contracts catalogue itself in both
 * languages (MESSAGES, MESSAGES_HI), so SPEC §5/§8 texts are never copied and
 * the API answers from the same texts.
 *
 * Only the shell's English namespaces (header, footer, menus) ship with the
 * first page; every other namespace, and every Hindi one, is its own chunk
 * fetched when a page asks for it (useTranslation suspends until then; the
 * router starts a page's namespaces with its chunk; code outside React calls
 * loadNamespace first). Render once `i18nReady` resolves: a visitor who chose
 * Hindi waits for its shell there.
 */
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { setRequestLanguage } from '@/lib/api-client';
import { authStorage } from '@/lib/auth-storage';
import { setDisplayLanguage } from '@/lib/format';
import { pickLanguage } from './pick-language';
import common from './locales/en/common.json';
import layout from './locales/en/layout.json';

export const LANGUAGES = [
  { code: 'en', label: 'EN', name: 'English' },
  { code: 'hi', label: 'हिं', name: 'हिन्दी' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

type Bundle = Record<string, unknown>;

/** What every page shows: bundled in English, loaded before the first render in Hindi. */
const SHELL_NAMESPACES = ['common', 'layout'];

const lazyFiles = import.meta.glob<Bundle>(
  ['./locales/*/*.json', '!./locales/en/common.json', '!./locales/en/layout.json'],
  { import: 'default' },
);
const FILE_PATTERN = /\.\/locales\/([^/]+)\/([^/]+)\.json$/;

/** Every namespace some language has a file for (the customer's and the admin console's), and 'messages'. */
export const NAMESPACES: readonly string[] = [
  ...new Set([
    ...SHELL_NAMESPACES,
    'messages',
    ...Object.keys(lazyFiles).map((file) => FILE_PATTERN.exec(file)?.[2] ?? ''),
  ]),
].filter(Boolean);

/**
 * The chunk of `lng`/`ns`, or null when that language has no such file (i18next then falls back to
 * English). 'messages' is the contracts catalogue in either language.
 */
async function loadBundle(lng: string, ns: string): Promise<Bundle | null> {
  if (lng === 'en' && ns === 'messages') return (await import('./english-messages')).default;
  if (lng === 'hi' && ns === 'messages') return (await import('./hindi-messages')).default;
  const load = lazyFiles[`./locales/${lng}/${ns}.json`];
  return load ? load() : null;
}

function isLanguage(value: string | null): value is Language {
  return LANGUAGES.some((language) => language.code === value);
}

/** The visit's language (pickLanguage); one asked for in the address is remembered on this device. */
function initialLanguage(): Language {
  const inBrowser = typeof window !== 'undefined';
  const { language, fromAddress } = pickLanguage(
    LANGUAGES.map(({ code }) => code),
    {
      search: inBrowser ? window.location.search : '',
      stored: authStorage.getLanguage(),
      browser: inBrowser ? (navigator.languages ?? [navigator.language]) : [],
    },
  );
  if (fromAddress) authStorage.setLanguage(language);
  return language;
}

const language = initialLanguage();

/** Resolves once the shell's namespaces are there in the chosen language (at once in English). */
export const i18nReady: Promise<unknown> = i18n
  .use(initReactI18next)
  .use(resourcesToBackend(loadBundle))
  .init({
    resources: { en: { common, layout } },
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: 'en',
    ns: SHELL_NAMESPACES,
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

if (typeof document !== 'undefined') document.documentElement.lang = language;

// Dates follow the interface language (lib/format.ts), and so do the server's messages (lib/api-client.ts).
setDisplayLanguage(language);
setRequestLanguage(language);
i18n.on('languageChanged', (next: string) => {
  setDisplayLanguage(next);
  setRequestLanguage(next);
});

/**
 * Switches the interface language (after fetching what the open pages need in it) and remembers it on this
 * device; a `lang` in the address, which would bring the other language back on a reload, is dropped.
 */
export function setLanguage(next: Language): void {
  authStorage.setLanguage(next);
  document.documentElement.lang = next;
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    window.history.replaceState(window.history.state, '', url);
  }
  void i18n.changeLanguage(next);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage ?? null) ? (i18n.resolvedLanguage as Language) : 'en';
}

/** Fetches namespaces (e.g. 'admin', or a page's) in the current language and its fallback; resolves when they are there. */
export async function loadNamespace(ns: string | readonly string[]): Promise<void> {
  await i18n.loadNamespaces(typeof ns === 'string' ? ns : [...ns]);
}

export { i18n };
