/**
 * The language a request asks its messages in (issue 21), from its
 * `Accept-Language` header (RFC 9110 §12.5.4): of the ranges naming Hindi
 * (`hi`, `hi-IN`) or English (`en`, `en-GB`), the one with the highest
 * q-value, the earlier one on a tie; q=0 refuses a language. Everything else
 * (no header, `*`, only other languages) is English, the SPEC's own.
 */
import type { MessageLanguage } from '@seva/contracts';

/** `header`'s language: 'hi' or 'en' (the default). */
export function languageOf(header: string | undefined): MessageLanguage {
  // Most requests never mention Hindi: no parsing for them.
  if (!header || !/hi/i.test(header)) return 'en';
  let best: MessageLanguage = 'en';
  let bestQ = 0;
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (primary !== 'hi' && primary !== 'en') continue;
    const qParam = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!(q > bestQ)) continue;
    best = primary;
    bestQ = q;
  }
  return best;
}
