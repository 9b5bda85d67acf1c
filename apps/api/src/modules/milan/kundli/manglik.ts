/**
 * Mangal dosha (Manglik) from the birth chart, and between two people.
 *
 * The rule (North Indian practice; the Milan Sathi issue, 22): a person is Manglik when Mars
 * stands in house 1, 2, 4, 7, 8 or 12 counted from the ascendant (lagna), with whole-sign
 * houses: the lagna's sign is house 1, the next sign house 2, and so on.
 *
 * Common cancellations (as summarised in B. V. Raman's writing and in the usual panchang and
 * matching software, e.g. AstroSage's Manglik report; Wikipedia "Mangal Dosha" lists them):
 * 1. Mars in its own sign (Mesha/Aries, Vrishchika/Scorpio) or exalted (Makara/Capricorn):
 *    no dosha. APPLIED here, to the person.
 * 2. Both partners Manglik: the doshas cancel ("Manglik matches Manglik"). APPLIED here, to
 *    the pair ({@link manglikMatch}).
 * Stated but NOT applied (they need more of the chart than we compute, or schools differ):
 * Mars joined or aspected by Jupiter, or by the Moon; Mars in Leo or Aquarius; the
 * house-by-sign exceptions (2nd house in Gemini or Virgo, 4th in Aries or Scorpio, 7th in
 * Cancer or Capricorn, 8th in Sagittarius or Pisces, 12th in Taurus or Libra); the dosha
 * counted from the Moon and from Venus as well; the dosha weakening after age 28; and the
 * partner's Saturn in the same houses. An astrologer reading the full chart may differ: the
 * web says so.
 */
import type { ManglikMatch } from '@seva/contracts';
import { chartPositions, type ChartPositions } from './chart.js';
import type { BirthMoment } from './moon.js';

/** Houses from the lagna in which Mars makes Mangal dosha. */
export const MANGLIK_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12];
/** Signs (0 = Aries … 11 = Pisces) where Mars rules (Aries 0, Scorpio 7) or is exalted (Capricorn 9). */
const MARS_OWN_SIGNS: readonly number[] = [0, 7];
const MARS_EXALTATION_SIGN = 9;

/** One person's Mangal dosha. */
export interface ManglikStatus {
  /** Whole-sign house of Mars from the lagna, 1..12. */
  marsHouse: number;
  /** Sidereal sign of Mars, 0 = Mesha (Aries) … 11 = Meena (Pisces). */
  marsSign: number;
  /** Mars is in house 1, 2, 4, 7, 8 or 12. */
  inManglikHouse: boolean;
  /** Why a Mars in those houses makes no dosha (own sign, exaltation), else null. */
  cancelledBy: 'own_sign' | 'exalted' | null;
  /** Manglik after the chart's own cancellation. */
  manglik: boolean;
}

const signOf = (longitude: number) => Math.floor((((longitude % 360) + 360) % 360) / 30);

/**
 * The Mangal dosha of a chart from the sidereal longitudes (degrees) of its ascendant and
 * Mars: the whole-sign house of Mars, and whether it makes the person Manglik after the own
 * sign / exaltation cancellation. Pure; never throws.
 */
export function manglikFromPositions(positions: ChartPositions): ManglikStatus {
  const lagnaSign = signOf(positions.ascendant);
  const marsSign = signOf(positions.mars);
  const marsHouse = ((marsSign - lagnaSign + 12) % 12) + 1;
  const inManglikHouse = MANGLIK_HOUSES.includes(marsHouse);
  const cancelledBy = !inManglikHouse
    ? null
    : MARS_OWN_SIGNS.includes(marsSign)
      ? 'own_sign'
      : marsSign === MARS_EXALTATION_SIGN
        ? 'exalted'
        : null;
  return { marsHouse, marsSign, inManglikHouse, cancelledBy, manglik: inManglikHouse && cancelledBy === null };
}

/**
 * The Mangal dosha of a birth recorded in IST at a birth place (the lagna needs both). Throws
 * RangeError on a malformed date/time or an unknown place.
 */
export function manglikAtBirth(birth: BirthMoment): ManglikStatus {
  return manglikFromPositions(chartPositions(birth));
}

/**
 * Mangal dosha between the viewer (`mine`) and a profile (`theirs`), each Manglik (true), not
 * (false) or unknown (null). Both Manglik cancels the dosha ("Manglik matches Manglik");
 * exactly one is a dosha; neither is none; an unknown side leaves the verdict unknown.
 */
export function manglikMatch(mine: boolean | null, theirs: boolean | null): ManglikMatch {
  const cancelled = mine === true && theirs === true;
  const verdict =
    mine === null || theirs === null ? 'unknown' : cancelled ? 'both_manglik' : mine || theirs ? 'dosha' : 'no_dosha';
  return { mine, theirs, cancelled, verdict };
}
