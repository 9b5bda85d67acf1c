/**
 * Ashtakoota guna milan (North Indian kundli matching, DOMAIN "Milan Sathi"): eight kootas worth
 * 36 points in all, computed bride → groom from each person's Moon nakshatra and rashi. Half
 * points occur (tara, vashya, graha maitri), so totals such as 27.5 are normal.
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

export const kundliMatchSchema = z.object({
  total: z.number(),
  max: z.literal(36),
  kootas: z.array(z.object({ key: z.enum(KOOTA_KEYS), points: z.number(), max: z.number() })),
});
export type KundliMatch = z.infer<typeof kundliMatchSchema>;
