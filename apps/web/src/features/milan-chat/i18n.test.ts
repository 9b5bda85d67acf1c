/** The Hindi chat strings cover exactly the English keys; the plan note and "not available" come from the catalogue in Hindi too. */
import { describe, expect, it } from 'vitest';
import { FAMILY_RELATIONS } from '@seva/contracts';
import en from '@/i18n/locales/en/milanChat.json';
import hi from '@/i18n/locales/hi/milanChat.json';
import hiMessages from '@/i18n/hindi-messages';
import { keysOf } from '@/test/translation-keys';

describe('milanChat translations', () => {
  it('has a Hindi string for every English one', () => {
    expect(keysOf(hi)).toEqual(keysOf(en));
  });

  it('names every family relation a helper may have (issue 22)', () => {
    expect(Object.keys(en.chat.familyActor.relations)).toEqual([...FAMILY_RELATIONS]);
  });

  it('has the catalogue messages the chat shows in Hindi', () => {
    expect(Object.keys(hiMessages)).toEqual(expect.arrayContaining(['messagingNeedsPlan', 'somethingWentWrong']));
  });
});
