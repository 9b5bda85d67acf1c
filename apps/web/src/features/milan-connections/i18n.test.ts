/** The Hindi connections strings cover exactly the English keys, with a tab and an empty state for every tab. */
import { describe, expect, it } from 'vitest';
import { CONNECTION_TABS, FAMILY_RELATIONS } from '@seva/contracts';
import en from '@/i18n/locales/en/milanConnections.json';
import hi from '@/i18n/locales/hi/milanConnections.json';
import { keysOf } from '@/test/translation-keys';

describe('milanConnections translations', () => {
  it('has a Hindi string for every English one', () => {
    expect(keysOf(hi)).toEqual(keysOf(en));
  });

  it('names every tab and says what to do when it is empty', () => {
    expect(Object.keys(en.tabs)).toEqual([...CONNECTION_TABS]);
    for (const tab of CONNECTION_TABS) expect(en.empty[tab].title).toBeTruthy();
  });

  it('names every family relation a helper may have (issue 22)', () => {
    expect(Object.keys(en.card.familyActor.relations)).toEqual([...FAMILY_RELATIONS]);
  });
});
