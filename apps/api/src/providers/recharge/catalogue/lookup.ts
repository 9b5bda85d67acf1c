/**
 * Operator and circle "detection" for the sandbox aggregator, as a pure function.
 *
 * Real detection needs a paid number-series / MNP database (numbers keep their series when
 * ported, so the series alone is not the answer). The sandbox uses a documented, deterministic
 * mapping instead, so the same number always gives the same answer and tests can rely on it:
 *
 * 1. The number must be an Indian mobile number: 10 digits starting 6–9 (DOMAIN.md); anything
 *    else gives null. `normaliseMobile` strips +91, a leading 0, spaces and hyphens first.
 * 2. Its first 5 digits (the operator's number series in India's numbering plan) are hashed with
 *    32-bit FNV-1a. Numbers sharing those 5 digits share operator and circle, as a real series
 *    would.
 * 3. Operator: hash mod 100 against rough wireless subscriber shares (TRAI, 2024): Jio 0–39,
 *    Airtel 40–72, Vi 73–90, BSNL 91–99.
 * 4. Circle: (hash >>> 8) mod 22 into CIRCLES, in circles.ts order.
 *
 * The customer can always change both (DOMAIN.md: manual fallback).
 */
import { CIRCLES, type CircleCode } from './circles.js';
import type { MobileOperatorCode } from './operators.js';

/** An Indian mobile number: 10 digits starting 6–9. */
export const MOBILE_NUMBER = /^[6-9]\d{9}$/;

/** Cumulative upper bounds (exclusive) of `hash mod 100` for each operator. */
export const OPERATOR_SHARES: readonly { operator: MobileOperatorCode; below: number }[] = [
  { operator: 'JIO', below: 40 },
  { operator: 'AIRTEL', below: 73 },
  { operator: 'VI', below: 91 },
  { operator: 'BSNL', below: 100 },
];

export interface MobileLookup {
  operator: MobileOperatorCode;
  circle: CircleCode;
}

/** 32-bit FNV-1a of a string's UTF-16 code units (ASCII digits here), unsigned. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The 10-digit form of a number typed with +91, 91, a leading 0, spaces or hyphens; else null. */
export function normaliseMobile(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '').replace(/^(\+?91|0)(?=\d{10}$)/, '');
  return MOBILE_NUMBER.test(digits) ? digits : null;
}

/** The sandbox's operator and circle for a 10-digit mobile number, or null if it is not one. */
export function lookupMobile(number: string): MobileLookup | null {
  if (!MOBILE_NUMBER.test(number)) return null;
  const hash = fnv1a(number.slice(0, 5));
  const share = hash % 100;
  const operator = OPERATOR_SHARES.find((s) => share < s.below)!.operator;
  const circle = CIRCLES[(hash >>> 8) % CIRCLES.length]!.code;
  return { operator, circle };
}
