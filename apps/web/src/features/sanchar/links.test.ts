/** The search limits the Sanchar pages keep are the API's own (contracts media-search.ts). */
import { describe, expect, it } from 'vitest';
import * as contracts from '@seva/contracts';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, SEARCH_TYPES, searchPath } from './links';

describe('Sanchar search links', () => {
  it('uses the API’s limits and types', () => {
    expect(SEARCH_TYPES).toEqual(contracts.SEARCH_TYPES);
    expect(SEARCH_MIN_LENGTH).toBe(contracts.SEARCH_MIN_LENGTH);
    expect(SEARCH_MAX_LENGTH).toBe(contracts.SEARCH_MAX_LENGTH);
  });

  it('leaves the default type and first page out of the address', () => {
    expect(searchPath('गंगा आरती')).toBe(
      '/sanchar/search?q=%E0%A4%97%E0%A4%82%E0%A4%97%E0%A4%BE+%E0%A4%86%E0%A4%B0%E0%A4%A4%E0%A5%80',
    );
    expect(searchPath('ganga', 'news', 3)).toBe('/sanchar/search?q=ganga&type=news&page=3');
  });
});
