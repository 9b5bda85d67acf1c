/**
 * Heights in whole centimetres (contracts HEIGHT_CM, 120–220) and how Indian
 * families say them: feet and inches (1 in = 2.54 cm, rounded to the inch).
 */
import { HEIGHT_CM } from '@seva/contracts';

export type FeetInches = { feet: number; inches: number };

/** 163 → { feet: 5, inches: 4 }. */
export function feetInches(cm: number): FeetInches {
  const totalInches = Math.round(cm / 2.54);
  return { feet: Math.floor(totalInches / 12), inches: totalInches % 12 };
}

/** Every height a member can choose, 120 to 220 cm. */
export const HEIGHT_CHOICES: readonly number[] = Array.from(
  { length: HEIGHT_CM.max - HEIGHT_CM.min + 1 },
  (_, i) => HEIGHT_CM.min + i,
);
