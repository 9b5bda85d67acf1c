/**
 * The ascendant (lagna) and Mars of a birth chart, sidereal (Lahiri), for Mangal dosha.
 *
 * Tropical part from astronomy-engine, as moon.ts does for the Moon:
 * - Mars: `GeoVector(Body.Mars, t, aberration=true)` (VSOP87-based, light-time corrected,
 *   J2000 equator) turned by `Ecliptic` into the true ecliptic and equinox of date — the
 *   apparent geocentric longitude, good to well under an arcminute;
 * - ascendant: the ecliptic point rising on the eastern horizon at the birth place, from the
 *   local apparent sidereal time (`SiderealTime`, Greenwich apparent, plus east longitude) and
 *   the true obliquity (`e_tilt`), by the standard formula (Meeus, Astronomical Algorithms
 *   2nd ed., ch. 13 and 14, horizon/ecliptic transformation; the same as Swiss Ephemeris
 *   `swe_houses` gives for the ascendant):
 *
 *     λ_asc = atan2(cos θ, −(sin θ · cos ε + tan φ · sin ε))
 *
 *   θ the local sidereal time as an angle (RAMC), ε the obliquity, φ the latitude.
 *
 * Sidereal part: subtract the Lahiri ayanamsa ({@link lahiriAyanamsa}). The tests compare
 * published charts (Indira Gandhi, Sanjay Gandhi) and the Sun at sunrise.
 */
import { AstroTime, Body, Ecliptic, GeoVector, SiderealTime, e_tilt } from 'astronomy-engine';
import { birthPlaceByKey } from '@seva/contracts';
import { istToUtc, lahiriAyanamsa, type BirthMoment } from './moon.js';

const RAD = Math.PI / 180;
const norm360 = (degrees: number) => ((degrees % 360) + 360) % 360;

/** Where the chart's points are: sidereal (Lahiri) longitudes in degrees, [0, 360). */
export interface ChartPositions {
  /** The ascendant (lagna). */
  ascendant: number;
  mars: number;
}

/**
 * The tropical ascendant, degrees in [0, 360) from the true equinox of date, at `instant` for
 * an observer at `latitude` (degrees north, |φ| < 66° so the ecliptic always rises) and
 * `longitude` (degrees east).
 */
export function tropicalAscendant(instant: Date, latitude: number, longitude: number): number {
  const time = new AstroTime(instant);
  const ramc = norm360(SiderealTime(time) * 15 + longitude) * RAD;
  const obliquity = e_tilt(time).tobl * RAD;
  const ascendant = Math.atan2(
    Math.cos(ramc),
    -(Math.sin(ramc) * Math.cos(obliquity) + Math.tan(latitude * RAD) * Math.sin(obliquity)),
  );
  return norm360(ascendant / RAD);
}

/** Mars's apparent geocentric ecliptic longitude, true equinox of date, degrees in [0, 360). */
export function tropicalMarsLongitude(instant: Date): number {
  return norm360(Ecliptic(GeoVector(Body.Mars, instant, true)).elon);
}

/**
 * The sidereal (Lahiri) ascendant and Mars of a birth recorded in IST at one of the birth
 * places (its latitude and longitude). Throws RangeError on a malformed date/time and
 * birthPlaceByKey's error on an unknown place.
 */
export function chartPositions(birth: BirthMoment): ChartPositions {
  const place = birthPlaceByKey(birth.place);
  const instant = istToUtc(birth.date, birth.time);
  const ayanamsa = lahiriAyanamsa(instant);
  return {
    ascendant: norm360(tropicalAscendant(instant, place.lat, place.lon) - ayanamsa),
    mars: norm360(tropicalMarsLongitude(instant) - ayanamsa),
  };
}
