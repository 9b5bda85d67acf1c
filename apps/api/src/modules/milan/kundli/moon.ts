/**
 * The Moon's sidereal (nirayana) position at a birth, for kundli matching.
 *
 * Tropical part: astronomy-engine's `EclipticGeoMoon` — the geocentric ecliptic longitude of the
 * Moon referred to the true ecliptic and true equinox of date (nutation included), from the
 * NAO Improved Lunar Ephemeris / Brown's theory as adapted by Montenbruck & Pfleger; good to a
 * few arcseconds, far inside a nakshatra pada (3°20'). Light-time for the Moon (~1.3 s, under
 * 1") is ignored, as every panchang does.
 *
 * Sidereal part: the Lahiri (Chitrapaksha) ayanamsa, see {@link lahiriAyanamsa}.
 */
import { AstroTime, EclipticGeoMoon, e_tilt } from 'astronomy-engine';
import { birthPlaceByKey, type BirthPlaceKey } from '@seva/contracts';

export type BirthMoment = {
  /** Calendar date of birth, 'YYYY-MM-DD'. */
  date: string;
  /** Clock time of birth in India Standard Time (UTC+05:30), 'HH:MM', 24-hour. */
  time: string;
  place: BirthPlaceKey;
};

export type MoonSign = {
  /** 0 = Ashwini … 26 = Revati. */
  nakshatra: number;
  /** Quarter of the nakshatra, 1..4. */
  pada: number;
  /** 0 = Mesha (Aries) … 11 = Meena (Pisces). */
  rashi: number;
  /** Sidereal (Lahiri) ecliptic longitude of the Moon, degrees in [0, 360). */
  siderealLongitude: number;
};

const NAKSHATRA_SPAN = 360 / 27; // 13°20'
const PADA_SPAN = NAKSHATRA_SPAN / 4; // 3°20'
const IST_OFFSET_MINUTES = 5 * 60 + 30;

/** Lahiri's defining epoch, 1956 March 21 0h ET (JD 2435553.5), as days of TT since J2000. */
const LAHIRI_EPOCH_TT = 2435553.5 - 2451545.0;
/** Mean ayanamsa at the epoch: 23°15'00.658" less the nutation then (16.77", Wahr 1980). */
const LAHIRI_EPOCH_MEAN_DEG = 23.250182778 - 0.004658035;

/** General precession in longitude since J2000 in arcseconds, IAU 1976 (Lieske et al. 1977). */
function generalPrecessionArcsec(ttDays: number): number {
  const t = ttDays / 36525;
  return 5029.0966 * t + 1.11113 * t * t - 0.000006 * t * t * t;
}

/**
 * Lahiri (Chitrapaksha) ayanamsa in degrees at an instant: the true value (nutation in longitude
 * included), to be subtracted from a longitude measured from the true equinox of date.
 *
 * Definition (Indian Calendar Reform Committee 1955, as used by the Indian Astronomical
 * Ephemeris and the Rashtriya Panchang; Swiss Ephemeris `SE_SIDM_LAHIRI` in `sweph.h`, derived
 * from IAE 1989 p. 556): 23°15'00.658" at 1956 March 21 0h ET. The mean value moves with the
 * general precession in longitude p_A (IAU 1976: 5029.0966"/century plus 1.11113"/century²,
 * about 50.29" a year):
 *
 *   mean(t) = 23.250182778° − 0.004658035° + (p_A(t) − p_A(1956 Mar 21)) / 3600
 *   true(t) = mean(t) + Δψ(t)   (Δψ from astronomy-engine, IAU 2000B)
 *
 * Swiss Ephemeris precesses the 1956 equinox rigorously rather than differencing p_A; the two
 * agree to well under an arcsecond over 1900–2100. Gives 23°51'11" on 2000 January 1, the
 * value printed in the New International Ephemeris (see the tests).
 */
export function lahiriAyanamsa(instant: Date): number {
  const time = new AstroTime(instant);
  const precession = generalPrecessionArcsec(time.tt) - generalPrecessionArcsec(LAHIRI_EPOCH_TT);
  const mean = LAHIRI_EPOCH_MEAN_DEG + precession / 3600;
  return mean + e_tilt(time).dpsi / 3600;
}

/** The UTC instant of an IST clock reading; throws RangeError on a malformed or impossible date/time. */
export function istToUtc(date: string, time: string): Date {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) throw new RangeError(`Birth date/time must be YYYY-MM-DD and HH:MM, got ${date} ${time}`);
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const local = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(local);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) {
    throw new RangeError(`No such birth date/time: ${date} ${time}`);
  }
  return new Date(local - IST_OFFSET_MINUTES * 60_000);
}

/** Geocentric ecliptic longitude of the Moon, true equinox of date, degrees in [0, 360). */
export function tropicalMoonLongitude(instant: Date): number {
  return EclipticGeoMoon(instant).lon;
}

/** Nakshatra, pada and rashi of a sidereal longitude (degrees). */
export function moonSignFromLongitude(siderealLongitude: number): MoonSign {
  const lon = ((siderealLongitude % 360) + 360) % 360;
  return {
    nakshatra: Math.floor(lon / NAKSHATRA_SPAN),
    pada: (Math.floor(lon / PADA_SPAN) % 4) + 1,
    rashi: Math.floor(lon / 30),
    siderealLongitude: lon,
  };
}

/**
 * The Moon's nakshatra (0..26), pada (1..4), rashi (0..11) and sidereal longitude at a birth
 * recorded in IST. The place is checked but does not move the result: the geocentric Moon is
 * the same everywhere (Vedic practice ignores the ≤1° topocentric parallax).
 */
export function moonSign(birth: BirthMoment): MoonSign {
  birthPlaceByKey(birth.place);
  const instant = istToUtc(birth.date, birth.time);
  return moonSignFromLongitude(tropicalMoonLongitude(instant) - lahiriAyanamsa(instant));
}
