/**
 * A catalogue text in another language (issue 21): the API answers
 * `Accept-Language: hi` with the Hindi of the English `message` it was about
 * to send, whether a MESSAGES text or a MESSAGE_TEMPLATES one filled in.
 */
import { MESSAGES, MESSAGE_TEMPLATES, type MessageKey } from './messages.js';
import { MESSAGES_HI, MESSAGE_TEMPLATES_HI } from './messages-hi.js';
import { MESSAGE_VALUES_HI } from './message-values.js';

/** The languages the catalogue speaks; English is the SPEC's own. */
export const MESSAGE_LANGUAGES = ['en', 'hi'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

type Render = (...args: string[]) => string;
type TemplateKey = keyof typeof MESSAGE_TEMPLATES;

/** A filled-in English template, read back: its pattern, and which argument each capture is. */
interface Pattern {
  regex: RegExp;
  argumentOfGroup: number[];
  hindi: Render;
}

/** Marks argument `i` in a template rendered to learn its shape (a private-use character, never in a message). */
const slot = (i: number) => `\uE000${i}\uE000`;
const SLOTS = /\uE000(\d+)\uE000/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(key: TemplateKey): Pattern {
  const english = MESSAGE_TEMPLATES[key] as unknown as Render;
  const shape = english(...Array.from({ length: english.length }, (_, i) => slot(i)));
  const argumentOfGroup: number[] = [];
  let source = '';
  let last = 0;
  for (const match of shape.matchAll(SLOTS)) {
    source += `${escapeRegExp(shape.slice(last, match.index))}(.+?)`;
    argumentOfGroup.push(Number(match[1]));
    last = match.index + match[0].length;
  }
  source += escapeRegExp(shape.slice(last));
  return {
    regex: new RegExp(`^${source}$`, 's'),
    argumentOfGroup,
    hindi: MESSAGE_TEMPLATES_HI[key] as unknown as Render,
  };
}

// Built on first use: a web bundle that imports contracts never pays for them.
let hindiByEnglish: Map<string, string> | undefined;
let patterns: Pattern[] | undefined;
let hindiValues: Map<string, string> | undefined;

/** The Hindi of English catalogue text `english`, or undefined when it is no catalogue text. */
function hindiOf(english: string): string | undefined {
  hindiByEnglish ??= new Map(
    (Object.keys(MESSAGES) as MessageKey[]).map((key) => [MESSAGES[key] as string, MESSAGES_HI[key]]),
  );
  const exact = hindiByEnglish.get(english);
  if (exact !== undefined) return exact;
  patterns ??= (Object.keys(MESSAGE_TEMPLATES) as TemplateKey[]).map(patternOf);
  for (const { regex, argumentOfGroup, hindi } of patterns) {
    const match = regex.exec(english);
    if (!match) continue;
    const args: string[] = [];
    // A value may itself be a catalogue text ("<plan gone> Your payment will be refunded.") or an English word
    // the catalogue knows (a status, an operator's number label: message-values.ts).
    hindiValues ??= new Map(Object.entries(MESSAGE_VALUES_HI));
    const values = hindiValues;
    argumentOfGroup.forEach((argument, group) => {
      const value = match[group + 1] ?? '';
      args[argument] = hindiOf(value) ?? values.get(value) ?? value;
    });
    return hindi(...args);
  }
  return undefined;
}

/**
 * `english` (a MESSAGES text, or a MESSAGE_TEMPLATES one filled in) in
 * `language`; `english` itself when the language is English or the text is
 * not in the catalogue (a provider's own words, an admin-only text).
 */
export function translateMessage(english: string, language: MessageLanguage): string {
  return language === 'hi' ? (hindiOf(english) ?? english) : english;
}
