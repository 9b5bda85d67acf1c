/**
 * The Hindi console strings: no stale key, and every section Hindi has (the
 * shell, customers, shop, puja…) covers all of its English keys. A section
 * not translated yet falls back to English as a whole, never string by string.
 */
import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en/admin.json';
import hi from '@/i18n/locales/hi/admin.json';
import { keysOf } from '@/test/translation-keys';

const sectionOf = (key: string) => key.split('.')[0] ?? key;

describe('admin translations', () => {
  it('has no Hindi string the English console does not have', () => {
    const english = new Set(keysOf(en));
    expect(keysOf(hi).filter((key) => !english.has(key))).toEqual([]);
  });

  it('translates every English string of each section it translates', () => {
    const sections = new Set(keysOf(hi).map(sectionOf));
    const hindi = new Set(keysOf(hi));
    expect(keysOf(en).filter((key) => sections.has(sectionOf(key)) && !hindi.has(key))).toEqual([]);
  });
});
