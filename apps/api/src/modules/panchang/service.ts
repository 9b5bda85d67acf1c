/**
 * Today's panchang (issue 23): the tithi (with paksha) and nakshatra at
 * sunrise, and sunrise and sunset in India Standard Time, for a city of
 * BIRTH_PLACES, computed with astronomy-engine (as the kundli is).
 *
 * The rule, as printed panchangs reckon the day's tithi and nakshatra (the
 * ones current at local sunrise):
 *   tithi     = floor(((λ_Moon − λ_Sun) mod 360°) / 12°)   0–14 Shukla, 15–29 Krishna
 *   nakshatra = floor(((λ_Moon − ayanamsa) mod 360°) / 13°20′)  0 Ashwini … 26 Revati
 * λ: geocentric ecliptic longitudes, true equinox of date (astronomy-engine
 * SunPosition and EclipticGeoMoon); ayanamsa: Lahiri (milan/service.ts, from
 * kundli/moon.ts). The tithi needs no ayanamsa (it is a difference).
 * Sunrise and sunset: the Sun's upper limb on the horizon with standard
 * refraction (astronomy-engine SearchRiseSet), at sea level.
 */
import { Body, EclipticGeoMoon, Observer, SearchRiseSet, SunPosition } from 'astronomy-engine';
import { birthPlaceByKey, type BirthPlaceKey, type Panchang } from '@seva/contracts';
import { LRUCache } from 'lru-cache';
import { indiaToday } from '../../lib/india-dates.js';
import { lahiriAyanamsa } from '../milan/service.js';

const TITHI_SPAN = 12;
const NAKSHATRA_SPAN = 360 / 27;
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const HH_MM = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const normalize = (degrees: number) => ((degrees % 360) + 360) % 360;

/** The tithi at `instant`: 0–29 (0 Shukla Pratipada … 14 Purnima, 15 Krishna Pratipada … 29 Amavasya). */
export function tithiAt(instant: Date): number {
  const elongation = normalize(EclipticGeoMoon(instant).lon - SunPosition(instant).elon);
  return Math.floor(elongation / TITHI_SPAN);
}

/** The nakshatra of the Moon at `instant`: 0 Ashwini … 26 Revati (Lahiri sidereal longitude / 13°20′). */
export function nakshatraAt(instant: Date): number {
  return Math.floor(normalize(EclipticGeoMoon(instant).lon - lahiriAyanamsa(instant)) / NAKSHATRA_SPAN);
}

/** An instant as IST clock time, HH:mm (24-hour). */
export const istClock = (instant: Date) => HH_MM.format(instant);

/**
 * The panchang of India calendar day `date` (YYYY-MM-DD) at `city`. When the
 * Sun does not rise (never in India) the tithi and nakshatra are those of 06:00 IST.
 */
export function panchangOn(date: string, city: BirthPlaceKey): Panchang {
  const place = birthPlaceByKey(city);
  const observer = new Observer(place.lat, place.lon, 0);
  const midnight = new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS);
  const sunrise = SearchRiseSet(Body.Sun, observer, +1, midnight, 1);
  const sunset = SearchRiseSet(Body.Sun, observer, -1, sunrise?.date ?? midnight, 1);
  const at = sunrise?.date ?? new Date(midnight.getTime() + 6 * 3_600_000);
  const tithi = tithiAt(at);
  return {
    date,
    city: { key: place.key, name: place.name, state: place.state },
    sunrise: sunrise ? istClock(sunrise.date) : null,
    sunset: sunset ? istClock(sunset.date) : null,
    tithi: { index: tithi, paksha: tithi < 15 ? 'shukla' : 'krishna', day: (tithi % 15) + 1 },
    nakshatra: { index: nakshatraAt(at) },
  };
}

/** One entry per city and India day (a few hundred cities at most, each reckoned once a day). */
const computed = new LRUCache<string, Panchang>({ max: 500 });

/** Today's (India calendar day at `now`) panchang at `city`, computed once per city per day. */
export function panchangToday(city: BirthPlaceKey, now = new Date()): Panchang {
  const date = indiaToday(now);
  const key = `${city}:${date}`;
  let panchang = computed.get(key);
  if (!panchang) {
    panchang = panchangOn(date, city);
    computed.set(key, panchang);
  }
  return panchang;
}
