/**
 * Minimum password strength (the Milan Sathi issue: "minimum strength
 * checked"). Length is the contract's job (passwordSchema, 8–200); this adds
 * zxcvbn's estimate of how guessable the password is, scored 0–4 against
 * common passwords, keyboard runs, dates and the person's own details.
 */
import { httpErrors } from '@fastify/sensible';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { MESSAGES } from '@seva/contracts';

/** zxcvbn scores below this are refused: 0 "too guessable", 1 "very guessable" (under ~10^6 guesses). */
export const MIN_PASSWORD_SCORE = 2;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * The estimator, loaded and built on first use: its dictionaries take about a
 * second to load and megabytes to hold, which a process that never sees a
 * password need not pay at start (issue 18).
 */
function zxcvbn(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  return estimator;
}

/**
 * The words a guesser would try first for this person: the names, the e-mail
 * (whole and its local part) and the mobile number. Blank values are dropped.
 */
export function personalWords(person: {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
}): string[] {
  const local = person.email?.split('@')[0] ?? '';
  return [person.firstName, person.lastName, person.email, local, person.phone]
    .map((word) => word?.trim() ?? '')
    .filter((word) => word.length > 0);
}

/** zxcvbn's score (0–4) of `password` for a person whose own details are `userInputs`. */
export async function passwordScore(password: string, userInputs: string[] = []): Promise<number> {
  return (await zxcvbn()).check(password, userInputs).score;
}

/**
 * Throws 400 MESSAGES.passwordTooWeak when `password` scores below
 * MIN_PASSWORD_SCORE for this person (so "Priya1990" is refused for Priya).
 */
export async function assertStrongPassword(password: string, userInputs: string[]): Promise<void> {
  if ((await passwordScore(password, userInputs)) < MIN_PASSWORD_SCORE) {
    throw httpErrors.badRequest(MESSAGES.passwordTooWeak);
  }
}
