/** The Hindi puja and pitr paksha strings cover exactly the English keys (no missing or stale ones). */
import { describe, expect, it } from 'vitest';
import enPitr from '@/i18n/locales/en/pitr.json';
import en from '@/i18n/locales/en/puja.json';
import hiPitr from '@/i18n/locales/hi/pitr.json';
import hi from '@/i18n/locales/hi/puja.json';
import { keysOf } from '@/test/translation-keys';

describe('puja translations', () => {
  it('has a Hindi string for every English one', () => {
    expect(keysOf(hi)).toEqual(keysOf(en));
  });

  it('has a Hindi pitr paksha string for every English one', () => {
    expect(keysOf(hiPitr)).toEqual(keysOf(enPitr));
  });
});
