/**
 * Minimum password strength (the Milan Sathi issue: "minimum strength
 * checked"). Length is the contract's job (passwordSchema, 8–200); this adds
 * zxcvbn's estimate of how guessable the password is, scored 0–4 against
 * common passwords, keyboard runs, dates and the person's own details.
 */
import { httpErrors } from '@fastify/sensible';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { MESSAGES } from '@seva/contracts';

/** zxcvbn scores below this are refused: 0 "too guessable", 1 "very guessable" (under ~10^6 guesses). */
export const MIN_PASSWORD_SCORE = 2;

let estimator: ZxcvbnFactory | undefined;

/** The estimator, built on first use (loading the dictionaries takes a few milliseconds). */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
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
export function passwordScore(password: string, userInputs: string[] = []): number {
  return zxcvbn().check(password, userInputs).score;
}

/**
 * Throws 400 MESSAGES.passwordTooWeak when `password` scores below
 * MIN_PASSWORD_SCORE for this person (so "Priya1990" is refused for Priya).
 */
export function assertStrongPassword(password: string, userInputs: string[]): void {
  if (passwordScore(password, userInputs) < MIN_PASSWORD_SCORE) {
    throw httpErrors.badRequest(MESSAGES.passwordTooWeak);
  }
}
