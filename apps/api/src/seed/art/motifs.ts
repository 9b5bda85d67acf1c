/**
 * Every drawing the seed pictures can use, by name: the deities, temples,
 * landmarks and objects of this folder in one table. The names are unique
 * across the families (motifs.test.ts checks it).
 */
import { DEITIES } from './deities.js';
import { LANDMARKS } from './landmarks.js';
import { OBJECTS } from './objects.js';
import { TEMPLES } from './temples.js';

export const MOTIFS = { ...DEITIES, ...TEMPLES, ...LANDMARKS, ...OBJECTS };

/** What a seed picture can show. */
export type Motif = keyof typeof MOTIFS;

/**
 * The motif's SVG shapes (no document), drawn inside roughly (60, 30)–(340, 330)
 * of a 400 × 400 box; `tint` is a CSS colour. Pictures place it with a transform.
 */
export function motifShapes(motif: Motif, tint: string): string {
  return MOTIFS[motif](tint);
}

/** The motif's tint for a hue in degrees: any number is folded into 0–359, non-finite means saffron. */
export function hueOf(raw: number): number {
  return Number.isFinite(raw) ? ((Math.round(raw) % 360) + 360) % 360 : 24;
}
