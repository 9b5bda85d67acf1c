import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  readSearch,
  searchRequestParams,
  withFilter,
  withPage,
  withPreferences,
  withSort,
} from './search-params';

const read = (query: string, loggedIn = true) => readSearch(new URLSearchParams(query), loggedIn);

describe('search params', () => {
  it('reads the filters, sort and page the address asks for', () => {
    expect(read('religion=hindu&caste=%20Agarwal%20&ageMin=25&sort=match&page=3')).toEqual({
      filters: { religion: 'hindu', caste: 'Agarwal', ageMin: '25' },
      sort: 'match',
      page: 3,
      preferences: 'mine',
    });
  });

  it('drops what the contract would refuse, and the match sort for a visitor', () => {
    expect(read('religion=pagan&ageMin=12&heightMax=999&page=0&sort=match&foo=bar', false)).toEqual({
      filters: {},
      sort: 'newest',
      page: 1,
      preferences: 'everyone',
    });
    expect(read('ageMin=40&ageMax=30').filters).toEqual({ ageMin: '40' });
  });

  it('builds the request with the signed-in member', () => {
    expect(searchRequestParams(read('diet=vegan'), 'abc')).toEqual({
      currentUserId: 'abc',
      diet: 'vegan',
      sort: 'newest',
      preferences: 'mine',
      page: 1,
      pageSize: 12,
    });
  });

  it('follows a member’s partner preferences unless the address asks for everyone (issue 22)', () => {
    expect(read('').preferences).toBe('mine');
    expect(read('preferences=everyone').preferences).toBe('everyone');
    expect(read('', false).preferences).toBe('everyone');
    const params = new URLSearchParams('religion=hindu&page=2');
    expect(withPreferences(params, 'everyone').toString()).toBe('religion=hindu&preferences=everyone');
    expect(withPreferences(new URLSearchParams('preferences=everyone'), 'mine').toString()).toBe('');
  });

  it('goes back to page 1 when a filter or the sort changes, and leaves defaults out of the address', () => {
    const params = new URLSearchParams('religion=hindu&page=4');
    expect(withFilter(params, 'city', ' Pune ').toString()).toBe('religion=hindu&city=Pune');
    expect(withFilter(params, 'religion', '').toString()).toBe('');
    expect(withSort(params, 'match').toString()).toBe('religion=hindu&sort=match');
    expect(withPage(params, 1).toString()).toBe('religion=hindu');
    expect(withPage(params, 2).toString()).toBe('religion=hindu&page=2');
    expect(activeFilterCount({ religion: 'hindu', ageMin: '25', ageMax: '30' })).toBe(3);
  });
});
