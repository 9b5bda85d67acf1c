/**
 * The countries a puja or pitr paksha booking can be paid from: every region
 * libphonenumber-js knows (ISO 3166-1 alpha-2 codes, with their dialling
 * codes), named by the browser's Intl.DisplayNames in the interface language.
 * The server is sent the English name ("India", "United States"), which is
 * what it stores and what decides card (India) or PayPal (any other).
 */
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

/** The default country, and the only one that pays by card (SPEC §9, PITR_CARD_COUNTRY). */
export const INDIA: CountryCode = 'IN';

/** What a booking paid from country `code` is priced in: rupees by card from India, else dollars by PayPal (SPEC §9). */
export const currencyOf = (code: string): 'INR' | 'USD' => (code === INDIA ? 'INR' : 'USD');

const CODES: readonly CountryCode[] = getCountries();
const englishNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** True for a code in the list ("IN", "US"). */
export function isCountryCode(code: string): code is CountryCode {
  return (CODES as readonly string[]).includes(code);
}

/** The English name the server stores ("United States"); '' for an unknown code. */
export function countryName(code: string): string {
  return isCountryCode(code) ? (englishNames.of(code) ?? '') : '';
}

/** "+1" for "US"; '' for an unknown code. */
export function dialCode(code: string): string {
  return isCountryCode(code) ? `+${getCountryCallingCode(code)}` : '';
}

export type CountryOption = { code: CountryCode; label: string };

const cache = new Map<string, CountryOption[]>();

/** Every country named in `language` ('en', 'hi'): India first, then the rest in that language's order. */
export function countryOptions(language: string): CountryOption[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(language);
  const named = CODES.map((code) => ({ code, label: names.of(code) ?? countryName(code) })).filter(
    (option) => option.label !== '',
  );
  const india = named.filter((option) => option.code === INDIA);
  const rest = named.filter((option) => option.code !== INDIA).sort((a, b) => collator.compare(a.label, b.label));
  const options = [...india, ...rest];
  cache.set(language, options);
  return options;
}
