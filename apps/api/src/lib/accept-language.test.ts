import { describe, expect, it } from 'vitest';
import { languageOf } from './accept-language.js';

describe('languageOf', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['hi-IN', 'hi'],
    ['HI', 'hi'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['en;q=0.5, hi', 'hi'],
    ['hi;q=0.5, en', 'en'],
    ['hi;q=0.8, en;q=0.8', 'hi'],
    ['hi;q=0', 'en'],
    ['fr, hi;q=0.3', 'hi'],
    ['fr', 'en'],
    ['*', 'en'],
    ['chinese', 'en'],
  ] as const)('reads %j as %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });
});
