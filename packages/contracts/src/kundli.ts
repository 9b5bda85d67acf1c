/**
 * Ashtakoota guna milan (North Indian kundli matching, DOMAIN "Milan Sathi"): eight kootas worth
 * 36 points in all, computed bride → groom from each person's Moon nakshatra and rashi. Half
 * points occur (tara, vashya, graha maitri), so totals such as 27.5 are normal. The kundli match
 * also carries the Mangal dosha (Manglik) of each.
 */
import { z } from './zod.js';

/** In the classical order; each koota's maximum is in {@link KOOTA_MAX}. */
export const KOOTA_KEYS = ['varna', 'vashya', 'tara', 'yoni', 'grahaMaitri', 'gana', 'bhakoot', 'nadi'] as const;
export type KootaKey = (typeof KOOTA_KEYS)[number];

export const KOOTA_MAX: Readonly<Record<KootaKey, number>> = {
  varna: 1,
  vashya: 2,
  tara: 3,
  yoni: 4,
  grahaMaitri: 5,
  gana: 6,
  bhakoot: 7,
  nadi: 8,
};

/** 18 of 36 or more is conventionally acceptable; below it is a caution, never a rejection. */
export const GUNA_ACCEPTABLE_MIN = 18;

/** The guna milan alone: the eight kootas and their sum (the kundli engine's `gunaMilan`). */
export const gunaMilanSchema = z.object({
  total: z.number(),
  max: z.literal(36),
  kootas: z.array(z.object({ key: z.enum(KOOTA_KEYS), points: z.number(), max: z.number() })),
});
export type GunaMilan = z.infer<typeof gunaMilanSchema>;

/**
 * Mangal dosha between the two, as the kundli shows it:
 * - `no_dosha`: neither is Manglik;
 * - `both_manglik`: both are, and the dosha cancels ("Manglik matches Manglik");
 * - `dosha`: one is and the other is not (families usually consult an astrologer);
 * - `unknown`: one of them has no Manglik status (a profile saved before it was worked out).
 */
export const MANGLIK_VERDICTS = ['no_dosha', 'both_manglik', 'dosha', 'unknown'] as const;
export type ManglikVerdict = (typeof MANGLIK_VERDICTS)[number];

/**
 * Mangal dosha of the viewer (`mine`) and the profile (`theirs`): each true when Manglik (Mars in
 * house 1, 2, 4, 7, 8 or 12 from the ascendant, not cancelled by Mars's own or exaltation sign),
 * null when not known; `cancelled` when both are Manglik.
 */
export const manglikMatchSchema = z.object({
  mine: z.boolean().nullable(),
  theirs: z.boolean().nullable(),
  cancelled: z.boolean(),
  verdict: z.enum(MANGLIK_VERDICTS),
});
export type ManglikMatch = z.infer<typeof manglikMatchSchema>;

/** The kundli match on a profile: the guna milan and the Mangal dosha of the two. */
export const kundliMatchSchema = gunaMilanSchema.extend({ manglik: manglikMatchSchema });
export type KundliMatch = z.infer<typeof kundliMatchSchema>;

/** The search filter on Mangal dosha: `yes` Manglik, `no` known not to be (unknown is neither). */
export const MANGLIK_FILTERS = ['yes', 'no'] as const;
export type ManglikFilter = (typeof MANGLIK_FILTERS)[number];
