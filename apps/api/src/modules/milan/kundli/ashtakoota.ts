/**
 * Ashtakoota guna milan, North Indian style: eight kootas, 36 points, computed bride → groom
 * from the Moon's nakshatra and rashi of each (DOMAIN "Milan Sathi"). Not symmetric: varna,
 * vashya and gana depend on who is the bride.
 *
 * Deliberately left out: dosha cancellations (nadi or bhakoot dosha "cancelled" by the same
 * rashi lord, friendly navamsha lords, etc.) and the South Indian porutham system; Mangal
 * dosha is manglik.ts. The total is the plain sum of the eight kootas, as AstroSage and most panchangs print
 * it before any cancellation.
 */
import { KOOTA_KEYS, KOOTA_MAX, type GunaMilan, type KootaKey } from '@seva/contracts';
import type { MoonSign } from './moon.js';
import {
  NAKSHATRA_GANA,
  NAKSHATRA_NADI,
  NAKSHATRA_YONI,
  RASHI_LORD,
  RASHI_VARNA_RANK,
  ganaPoints,
  grahaMaitriPoints,
  vashyaGroup,
  vashyaPoints,
  yoniPoints,
} from './tables.js';

/**
 * What the kootas need: nakshatra and rashi, plus the sidereal longitude when known. Without
 * the longitude (e.g. a table keyed by nakshatra and rashi), the split vashya signs Dhanu and
 * Makara are judged by the middle of the nakshatra's stretch within that rashi — that only
 * matters for Purva Ashadha in Dhanu and Shravana in Makara, which straddle the 15° line.
 */
export type MoonSignInput = Pick<MoonSign, 'nakshatra' | 'rashi'> & { siderealLongitude?: number };

const NAKSHATRA_SPAN = 360 / 27;

function degreeInSign(moon: MoonSignInput): number {
  if (moon.siderealLongitude !== undefined) return ((moon.siderealLongitude % 30) + 30) % 30;
  const start = Math.max(moon.nakshatra * NAKSHATRA_SPAN, moon.rashi * 30);
  const end = Math.min((moon.nakshatra + 1) * NAKSHATRA_SPAN, (moon.rashi + 1) * 30);
  return (start + end) / 2 - moon.rashi * 30;
}

function assertMoonSign(moon: MoonSignInput, who: string): void {
  const { nakshatra, rashi } = moon;
  const valid =
    Number.isInteger(nakshatra) &&
    Number.isInteger(rashi) &&
    nakshatra >= 0 &&
    nakshatra <= 26 &&
    rashi >= 0 &&
    rashi <= 11 &&
    // A nakshatra (13°20') overlaps one or two rashis (30° each).
    nakshatra * NAKSHATRA_SPAN < (rashi + 1) * 30 - 1e-9 &&
    (nakshatra + 1) * NAKSHATRA_SPAN > rashi * 30 + 1e-9;
  if (!valid) throw new RangeError(`Invalid ${who} moon sign: nakshatra ${nakshatra}, rashi ${rashi}`);
}

/** Counting inclusively from one nakshatra to the other, remainders 3, 5, 7 of 9 are inauspicious. */
function taraAuspicious(from: number, to: number): boolean {
  const remainder = (((to - from + 27) % 27) + 1) % 9;
  return remainder !== 3 && remainder !== 5 && remainder !== 7;
}

/** Rashi distance counted inclusively from the bride's to the groom's; 2/12, 5/9 and 6/8 are dosha. */
function bhakootPoints(brideRashi: number, groomRashi: number): number {
  const distance = ((groomRashi - brideRashi + 12) % 12) + 1;
  return [2, 12, 5, 9, 6, 8].includes(distance) ? 0 : 7;
}

/**
 * Guna milan of a bride and a groom. Returns the eight kootas in the classical order with
 * their points (half points occur) and maxima, and their sum out of 36. Throws RangeError on a
 * nakshatra/rashi pair that cannot occur.
 */
export function gunaMilan(bride: MoonSignInput, groom: MoonSignInput): GunaMilan {
  assertMoonSign(bride, 'bride');
  assertMoonSign(groom, 'groom');
  const points: Record<KootaKey, number> = {
    varna: RASHI_VARNA_RANK[groom.rashi]! >= RASHI_VARNA_RANK[bride.rashi]! ? 1 : 0,
    vashya: vashyaPoints(vashyaGroup(bride.rashi, degreeInSign(bride)), vashyaGroup(groom.rashi, degreeInSign(groom))),
    tara:
      (taraAuspicious(bride.nakshatra, groom.nakshatra) ? 1.5 : 0) +
      (taraAuspicious(groom.nakshatra, bride.nakshatra) ? 1.5 : 0),
    yoni: yoniPoints(NAKSHATRA_YONI[bride.nakshatra]!, NAKSHATRA_YONI[groom.nakshatra]!),
    grahaMaitri: grahaMaitriPoints(RASHI_LORD[bride.rashi]!, RASHI_LORD[groom.rashi]!),
    gana: ganaPoints(NAKSHATRA_GANA[bride.nakshatra]!, NAKSHATRA_GANA[groom.nakshatra]!),
    bhakoot: bhakootPoints(bride.rashi, groom.rashi),
    nadi: NAKSHATRA_NADI[bride.nakshatra] === NAKSHATRA_NADI[groom.nakshatra] ? 0 : 8,
  };
  const kootas = KOOTA_KEYS.map((key) => ({
    key,
    points: points[key],
    max: KOOTA_MAX[key],
  }));
  return { total: kootas.reduce((sum, koota) => sum + koota.points, 0), max: 36, kootas };
}
