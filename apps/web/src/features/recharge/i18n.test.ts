/** The Hindi recharge strings cover exactly the English keys (no missing or stale ones), and the SPEC §5 recharge warnings read in Hindi. */
import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en/recharge.json';
import hi from '@/i18n/locales/hi/recharge.json';
import hiMessages from '@/i18n/hindi-messages';
import { keysOf } from '@/test/translation-keys';

describe('recharge translations', () => {
  it('has a Hindi string for every English one', () => {
    expect(keysOf(hi)).toEqual(keysOf(en));
  });

  it('has the recharge validation warnings in Hindi', () => {
    expect(Object.keys(hiMessages)).toEqual(expect.arrayContaining(['enterNumber', 'selectPlanOrAmount']));
  });
});
