/**
 * Today's panchang (issue 23): GET /api/panchang/today?city=<place key> (or ?town=<name>)
 * answers the tithi (with its paksha) and nakshatra at sunrise, and sunrise
 * and sunset in India Standard Time, for one of the BIRTH_PLACES (default
 * New Delhi). Names are the web's (i18n 'panchang'): the API gives indexes.
 *
 * The rule (as printed panchangs reckon it): at the moment of sunrise,
 * tithi = floor(((Moon − Sun) mod 360°) / 12°) (0–14 Shukla paksha
 * Pratipada…Purnima, 15–29 Krishna paksha Pratipada…Amavasya), and
 * nakshatra = floor(sidereal Moon / 13°20′), sidereal meaning less the
 * Lahiri ayanamsa.
 */
import { z } from 'zod';
import { BIRTH_PLACE_KEYS, BIRTH_PLACES, type BirthPlaceKey } from './birth-places.js';
import { MESSAGES } from './messages.js';

/** Where the panchang is reckoned when the customer's city is unknown. */
export const DEFAULT_PANCHANG_CITY: BirthPlaceKey = 'new-delhi';

/**
 * `city`: a place key (400 when unknown); else `town`: a town's name as a customer wrote it (a saved
 * address's), its place when the panchang knows it, else New Delhi; neither: New Delhi.
 */
export const panchangQuerySchema = z.object({
  city: z.enum(BIRTH_PLACE_KEYS, { message: MESSAGES.unknownPanchangCity }).optional(),
  town: z.string().trim().max(60).optional(),
});
export type PanchangQuery = z.input<typeof panchangQuerySchema>;

export const PAKSHAS = ['shukla', 'krishna'] as const;

export const panchangSchema = z.object({
  /** The India calendar day, YYYY-MM-DD. */
  date: z.string(),
  city: z.object({ key: z.string(), name: z.string(), state: z.string() }),
  /** Sunrise and sunset that day, IST, HH:mm (null where the Sun does not rise or set). */
  sunrise: z.string().nullable(),
  sunset: z.string().nullable(),
  tithi: z.object({
    /** 0–29: 0 Shukla Pratipada … 14 Purnima, 15 Krishna Pratipada … 29 Amavasya. */
    index: z.number().int().min(0).max(29),
    paksha: z.enum(PAKSHAS),
    /** The day of the fortnight, 1–15 (15: Purnima or Amavasya). */
    day: z.number().int().min(1).max(15),
  }),
  /** 0 Ashwini … 26 Revati. */
  nakshatra: z.object({ index: z.number().int().min(0).max(26) }),
});
export type Panchang = z.infer<typeof panchangSchema>;

export const panchangResponseSchema = z.object({ status: z.literal(true), data: panchangSchema });
export type PanchangResponse = z.infer<typeof panchangResponseSchema>;

const placeKeyByName = new Map<string, BirthPlaceKey>(
  BIRTH_PLACES.map((place) => [place.name.toLowerCase(), place.key]),
);

/** The place key of a city named `name` (an address's or profile's town, any case), or undefined when not offered. */
export function panchangCityKey(name: string | null | undefined): BirthPlaceKey | undefined {
  return name ? placeKeyByName.get(name.trim().toLowerCase()) : undefined;
}
