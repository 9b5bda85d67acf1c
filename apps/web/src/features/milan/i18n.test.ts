/**
 * The Hindi Milan Sathi strings cover exactly the English keys; every
 * vocabulary of the contract (religions, languages, statuses, kootas, locks,
 * reasons…) has words in both; there are 12 rashis and 27 nakshatras in the
 * engine's order (0 = Mesha / Ashwini).
 */
import { describe, expect, it } from 'vitest';
import {
  CONTACT_LOCKS,
  DIETS,
  EDUCATION_LEVELS,
  FAMILY_TYPES,
  FAMILY_VALUES,
  INCOME_BANDS,
  KOOTA_KEYS,
  KUNDLI_MISSING,
  MANGLIK_FILTERS,
  MANGLIK_VERDICTS,
  MARITAL_STATUSES,
  MOTHER_TONGUES,
  OCCUPATIONS,
  PROFILE_CREATORS,
  RELIGIONS,
  REPORT_REASONS,
  SEARCH_SORTS,
  reportBodySchema,
} from '@seva/contracts';
import en from '@/i18n/locales/en/milan.json';
import hi from '@/i18n/locales/hi/milan.json';
import hiMessages from '@/i18n/hindi-messages';
import { keysOf } from '@/test/translation-keys';

describe('milan translations', () => {
  it('has a Hindi string for every English one', () => {
    expect(keysOf(hi)).toEqual(keysOf(en));
  });

  it.each([
    ['religions', RELIGIONS],
    ['motherTongues', MOTHER_TONGUES],
    ['maritalStatuses', MARITAL_STATUSES],
    ['education', EDUCATION_LEVELS],
    ['occupations', OCCUPATIONS],
    ['incomeBands', INCOME_BANDS],
    ['diets', DIETS],
    ['familyTypes', FAMILY_TYPES],
    ['familyValues', FAMILY_VALUES],
    ['creators', PROFILE_CREATORS],
  ] as const)('names every value of %s', (key, values) => {
    expect(Object.keys(en[key])).toEqual([...values]);
    expect(Object.keys(hi[key])).toEqual([...values]);
  });

  it('names every koota with its meaning, every missing-kundli reason, contact lock and sort', () => {
    expect(Object.keys(en.kundli.names)).toEqual([...KOOTA_KEYS]);
    expect(Object.keys(en.kundli.meanings)).toEqual([...KOOTA_KEYS]);
    expect(Object.keys(en.kundli.missing)).toEqual([...KUNDLI_MISSING]);
    expect(Object.keys(en.contact.lock)).toEqual(expect.arrayContaining([...CONTACT_LOCKS]));
    expect(Object.keys(en.search.sort)).toEqual([...SEARCH_SORTS]);
  });

  it('words each koota score band, each Manglik verdict and the Manglik filter', () => {
    expect(Object.keys(en.kundli.scoreMeanings)).toEqual([...KOOTA_KEYS]);
    for (const key of KOOTA_KEYS) {
      // Varna, bhakoot and nadi are all or nothing: no middle band (format.ts kootaBand).
      const bands = ['varna', 'bhakoot', 'nadi'].includes(key) ? ['low', 'full'] : ['low', 'medium', 'full'];
      expect(Object.keys(en.kundli.scoreMeanings[key])).toEqual(bands);
    }
    const sentences = Object.keys(en.kundli.manglik);
    for (const verdict of MANGLIK_VERDICTS) {
      expect(sentences.some((key) => key === verdict || key.startsWith(`${verdict}_`))).toBe(true);
    }
    expect(Object.keys(en.filters.manglikValues)).toEqual([...MANGLIK_FILTERS]);
  });

  it('lists the 12 rashis and 27 nakshatras in order', () => {
    expect(en.rashi).toHaveLength(12);
    expect(hi.rashi).toHaveLength(12);
    expect(en.nakshatra).toHaveLength(27);
    expect(hi.nakshatra).toHaveLength(27);
    expect([en.rashi[0], en.rashi[11], en.nakshatra[0], en.nakshatra[26]]).toEqual([
      'Mesha (Aries)',
      'Meena (Pisces)',
      'Ashwini',
      'Revati',
    ]);
  });

  it("names every reason to report a profile, in the contract's words for a missing reason", () => {
    expect(Object.keys(en.report.reasons)).toEqual([...REPORT_REASONS]);
    expect(Object.keys(hi.report.reasons)).toEqual([...REPORT_REASONS]);
    expect(reportBodySchema.safeParse({}).error?.issues[0]?.message).toBe(en.report.errors.reason);
  });

  it('says "Connection failed" and "interest sent" in Hindi too', () => {
    expect(Object.keys(hiMessages)).toEqual(expect.arrayContaining(['connectionFailed', 'connectionSent']));
  });
});
