/**
 * Text PostgreSQL cannot store never reaches a route: before validation, a
 * request whose params, query or body holds U+0000 (refused by `text` and
 * `jsonb`) or a lone UTF-16 surrogate (half an emoji: `jsonb` refuses its
 * `\ud83d` escape, `text` would silently keep U+FFFD instead) in any string or
 * object key answers 400 with UNSTORABLE_TEXT_MESSAGE, for every route at once
 * (security review, issue 17). Multipart text fields are not parsed here:
 * their readers check them against patterns and numbers.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@seva/contracts';

export const UNSTORABLE_TEXT_MESSAGE = MESSAGES.unstorableText;

/** In unicode mode a well-formed pair is one code point; only a lone surrogate is category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

const unstorable = (text: string) => text.includes('\0') || LONE_SURROGATE.test(text);

/**
 * True when `value` (a parsed JSON body, query or params: strings, numbers,
 * arrays, plain objects, at any depth) holds a string or key PostgreSQL
 * cannot store. Walks with its own stack, so a deeply nested body cannot
 * overflow the call stack.
 */
export function holdsUnstorableText(value: unknown): boolean {
  const pending = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (unstorable(next)) return true;
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (unstorable(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

export default fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (holdsUnstorableText([request.params, request.query, request.body]))
      throw app.httpErrors.badRequest(UNSTORABLE_TEXT_MESSAGE);
  });
});
