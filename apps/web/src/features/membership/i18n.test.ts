/**
 * The Hindi membership strings cover exactly the English keys, and every
 * payment and refund status has words in both.
 */
import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, REFUND_STATUSES } from '@seva/contracts';
import en from '@/i18n/locales/en/membership.json';
import hi from '@/i18n/locales/hi/membership.json';
import { keysOf } from '@/test/translation-keys';

describe('membership translations', () => {
  it('has a Hindi string for every English one', () => {
    expect(keysOf(hi)).toEqual(keysOf(en));
  });

  it('names every payment and refund status', () => {
    for (const bundle of [en, hi]) {
      expect(Object.keys(bundle.transactions.status).sort()).toEqual([...PAYMENT_STATUSES].sort());
      expect(Object.keys(bundle.transactions.refund).sort()).toEqual([...REFUND_STATUSES].sort());
    }
  });
});
