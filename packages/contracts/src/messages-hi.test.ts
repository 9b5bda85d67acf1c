/** One catalogue, both languages (issue 21): every message and template has its own Hindi, and the API's lookup finds it. */
import { describe, expect, it } from 'vitest';
import { MESSAGES, MESSAGE_TEMPLATES, type MessageKey } from './messages.js';
import { MESSAGES_HI, MESSAGE_TEMPLATES_HI } from './messages-hi.js';
import { translateMessage } from './translate-message.js';
import { refundDestinationText } from './payment-method.js';
import { MESSAGE_VALUES_HI } from './message-values.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const keys = Object.keys(MESSAGES) as MessageKey[];
const templateKeys = Object.keys(MESSAGE_TEMPLATES) as (keyof typeof MESSAGE_TEMPLATES)[];

/** Sample arguments for a template: distinct, so a swapped or dropped one shows. */
const samplesFor = (arity: number) => Array.from({ length: arity }, (_, i) => `${i + 7}${i + 3}`);
const render = (template: unknown, args: string[]) => (template as (...a: string[]) => string)(...args);

describe('the Hindi catalogue', () => {
  it.each(keys)('has Hindi for %s, in Devanagari and not the English', (key) => {
    expect(MESSAGES_HI[key].trim()).not.toBe('');
    expect(MESSAGES_HI[key]).not.toBe(MESSAGES[key]);
    expect(MESSAGES_HI[key]).toMatch(DEVANAGARI);
  });

  it('has no Hindi for a key English lacks', () => {
    expect(Object.keys(MESSAGES_HI).sort()).toEqual([...keys].sort());
    expect(Object.keys(MESSAGE_TEMPLATES_HI).sort()).toEqual([...templateKeys].sort());
  });

  it.each(templateKeys)('has a Hindi template %s that keeps every argument', (key) => {
    const english = MESSAGE_TEMPLATES[key];
    const args = samplesFor(english.length);
    const hindi = render(MESSAGE_TEMPLATES_HI[key], args);
    expect(hindi).toMatch(DEVANAGARI);
    for (const arg of args) expect(hindi).toContain(arg);
  });

  it('gives one English text one Hindi', () => {
    const hindiOf = new Map<string, string>();
    for (const key of keys) {
      const seen = hindiOf.get(MESSAGES[key]);
      if (seen !== undefined) expect(MESSAGES_HI[key]).toBe(seen);
      hindiOf.set(MESSAGES[key], MESSAGES_HI[key]);
    }
  });
});

describe('translateMessage', () => {
  it.each(keys)('turns the English of %s into its Hindi', (key) => {
    expect(translateMessage(MESSAGES[key], 'hi')).toBe(MESSAGES_HI[key]);
    expect(translateMessage(MESSAGES[key], 'en')).toBe(MESSAGES[key]);
  });

  it.each(templateKeys)('reads a filled-in %s back into its Hindi', (key) => {
    const args = samplesFor(MESSAGE_TEMPLATES[key].length);
    expect(translateMessage(render(MESSAGE_TEMPLATES[key], args), 'hi')).toBe(render(MESSAGE_TEMPLATES_HI[key], args));
  });

  it('reads a catalogue text inside a template into Hindi too', () => {
    const english = MESSAGE_TEMPLATES.withRefund(MESSAGES.planNotFound);
    expect(translateMessage(english, 'hi')).toBe(MESSAGE_TEMPLATES_HI.withRefund(MESSAGES_HI.planNotFound));
  });

  it('reads a cancellation with its refund destination wholly into Hindi', () => {
    const english = MESSAGE_TEMPLATES.yatraCancelledRefund('₹46,500', refundDestinationText('upi'));
    expect(english).toBe(
      'Your booking is cancelled. ₹46,500 will be refunded to your UPI account, usually within 2–7 working days.',
    );
    expect(translateMessage(english, 'hi')).toBe(
      'आपकी बुकिंग रद्द कर दी गई है। ₹46,500 आपके UPI खाते में, आम तौर पर 2–7 कार्य दिवसों के भीतर वापस कर दिए जाएँगे।',
    );
  });

  it.each(Object.entries(MESSAGE_VALUES_HI))('has Hindi for the template value %s', (english, hindi) => {
    expect(hindi).toMatch(DEVANAGARI);
    expect(hindi).not.toBe(english);
  });

  it('reads an English word written into a template (a status, a number label, a noun) into Hindi too', () => {
    expect(translateMessage(MESSAGE_TEMPLATES.bookingAlready('cancelled'), 'hi')).toBe('यह बुकिंग पहले ही रद्द हो चुकी है।');
    expect(translateMessage(MESSAGE_TEMPLATES.noBillDue('consumer number (11 digits)'), 'hi')).toBe(
      'इस उपभोक्ता संख्या (11 अंक) पर अभी कोई बिल बकाया नहीं है।',
    );
    expect(translateMessage(MESSAGE_TEMPLATES.fileTooLarge('selfie', 8), 'hi')).toBe(
      'सेल्फ़ी 8 MB से बड़ी है। कृपया कोई छोटी फ़ाइल चुनें।',
    );
    expect(translateMessage(MESSAGE_TEMPLATES.bookingAlready('constructor'), 'hi')).toBe(
      'यह बुकिंग पहले ही constructor है।',
    );
  });

  it('leaves a text outside the catalogue as it is', () => {
    expect(translateMessage('Route GET:/api/nope not found', 'hi')).toBe('Route GET:/api/nope not found');
  });
});
