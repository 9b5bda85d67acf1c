import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { LanguageLinks } from './language-links';

const alternate = (hreflang: string) =>
  document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${hreflang}"]`)?.href;
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('LanguageLinks', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('names the page’s English and Hindi addresses, and describes the site in the interface language', async () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
    renderWithProviders(<LanguageLinks />, { route: '/puja' });

    await waitFor(() => expect(alternate('hi')).toBe(`${window.location.origin}/puja?lang=hi`));
    expect(alternate('en')).toBe(`${window.location.origin}/puja`);
    expect(alternate('x-default')).toBe(`${window.location.origin}/puja`);
    expect(description()).toMatch(/^Seva: recharge and bill payment/);

    await i18n.changeLanguage('hi');
    await waitFor(() => expect(description()).toMatch(/^सेवा: रिचार्ज और बिल भुगतान/));
    meta.remove();
  });
});
