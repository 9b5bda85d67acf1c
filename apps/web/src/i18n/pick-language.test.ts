import { describe, expect, it } from 'vitest';
import { pickLanguage } from './pick-language';

const LANGUAGES = ['en', 'hi'] as const;
const pick = (search: string, stored: string | null, browser: string[]) =>
  pickLanguage(LANGUAGES, { search, stored, browser });

describe('pickLanguage', () => {
  it('takes the language in the address first, over the device’s and the browser’s', () => {
    expect(pick('?lang=hi', 'en', ['en-IN'])).toEqual({ language: 'hi', fromAddress: true });
    expect(pick('?q=ganesh&lang=en', 'hi', ['hi-IN'])).toEqual({ language: 'en', fromAddress: true });
  });

  it('then the one chosen on this device', () => {
    expect(pick('', 'hi', ['en-IN', 'en'])).toEqual({ language: 'hi', fromAddress: false });
    expect(pick('?lang=ta', 'en', ['hi-IN'])).toEqual({ language: 'en', fromAddress: false });
  });

  it('on a first visit, the first of Hindi or English the browser lists', () => {
    expect(pick('', null, ['hi-IN', 'en-US'])).toEqual({ language: 'hi', fromAddress: false });
    expect(pick('', null, ['ta-IN', 'HI', 'en'])).toEqual({ language: 'hi', fromAddress: false });
    expect(pick('', null, ['en-IN', 'hi'])).toEqual({ language: 'en', fromAddress: false });
  });

  it('else English', () => {
    expect(pick('', null, ['ta-IN', 'bn'])).toEqual({ language: 'en', fromAddress: false });
    expect(pick('', 'fr', [])).toEqual({ language: 'en', fromAddress: false });
  });
});
