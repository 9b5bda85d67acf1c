/**
 * The head's language signals for the page on screen (issue 21): `<link rel="alternate" hreflang>` for
 * its English address (the plain one, also `x-default`) and its Hindi one (`?lang=hi`, which i18n's
 * pickLanguage honours), and the meta description in the interface language. `<html lang>` follows the
 * language in i18n/index.ts. Effects only: the prerendered HTML keeps index.html's English head.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** Points the head's alternate link for `hreflang` at `href`, adding the link the first time. */
function setAlternate(hreflang: string, href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${hreflang}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    document.head.append(link);
  }
  link.href = href;
}

export function LanguageLinks() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const description = t('meta.description');

  useEffect(() => {
    const page = `${window.location.origin}${pathname}`;
    setAlternate('en', page);
    setAlternate('hi', `${page}?lang=hi`);
    setAlternate('x-default', page);
  }, [pathname]);

  useEffect(() => {
    document.head.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);

  return null;
}
