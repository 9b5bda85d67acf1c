/**
 * An invoice's amount in words (CGST Rules r.46 asks for the total in words
 * on a tax invoice): Indian numbering for rupees (lakh, crore), "Dollars …
 * Cents" for a USD export, by the `to-words` library.
 */
import { ToWords } from 'to-words';

const inr = new ToWords({ localeCode: 'en-IN', converterOptions: { currency: true } });
const usd = new ToWords({ localeCode: 'en-US', converterOptions: { currency: true } });

/**
 * `minor` (paise, or cents when `currency` is USD; a whole number) in words,
 * e.g. 12345678 paise → "One Lakh Twenty Three Thousand Four Hundred Fifty
 * Six Rupees And Seventy Eight Paise Only".
 */
export function amountInWords(minor: number, currency: 'INR' | 'USD' = 'INR'): string {
  if (!Number.isInteger(minor) || minor < 0) throw new RangeError(`not a whole non-negative amount: ${minor}`);
  const major = Math.floor(minor / 100);
  const fraction = minor % 100;
  // A two-decimal number well below 2^53 prints back exactly, so the library reads the paise as given.
  return (currency === 'USD' ? usd : inr).convert(major + fraction / 100);
}
