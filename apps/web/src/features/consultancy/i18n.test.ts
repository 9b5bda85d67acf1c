/**
 * The Hindi consultancy strings cover exactly the English keys; the English
 * form errors are the contract's own messages word for word (the form shows
 * them through consultancy.json so they also read in Hindi); every topic,
 * language, time and status has words; SPEC §5's question reads in Hindi.
 */
import { describe, expect, it } from 'vitest';
import {
  CONSULTANCY_STATUSES,
  CONSULTANCY_TIMES,
  CONSULTANCY_TOPICS,
  MEDIA_LANGUAGES,
  consultancyRequestBodySchema,
} from '@seva/contracts';
import en from '@/i18n/locales/en/consultancy.json';
import hi from '@/i18n/locales/hi/consultancy.json';
import hiMessages from '@/i18n/hindi-messages';
import { keysOf } from '@/test/translation-keys';

const messagesOf = (value: unknown) =>
  consultancyRequestBodySchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('consultancy translations', () => {
  it('has a Hindi string for every English one', () => {
    expect(keysOf(hi)).toEqual(keysOf(en));
  });

  it("words the form errors as the contract's schema does", () => {
    expect(messagesOf({})).toEqual([
      ['topic', en.form.errors.topic],
      ['preferredLanguage', en.form.errors.language],
      ['preferredTime', en.form.errors.time],
      ['message', en.form.errors.messageMissing],
    ]);
    const valid = { topic: 'vastu', preferredLanguage: 'hi', preferredTime: 'evening' };
    expect(messagesOf({ ...valid, message: 'Help' })).toEqual([['message', en.form.errors.messageShort]]);
    expect(messagesOf({ ...valid, message: 'a'.repeat(1001) })).toEqual([['message', en.form.errors.messageLong]]);
  });

  it('names every topic, language, time and status', () => {
    expect(Object.keys(en.topics)).toEqual([...CONSULTANCY_TOPICS]);
    expect(Object.keys(en.languages)).toEqual([...MEDIA_LANGUAGES]);
    expect(Object.keys(en.times)).toEqual([...CONSULTANCY_TIMES]);
    expect(Object.keys(en.status)).toEqual([...CONSULTANCY_STATUSES]);
  });

  it('asks the SPEC §5 question in Hindi', () => {
    expect(Object.keys(hiMessages)).toContain('confirmConsultancy');
  });
});
