import { describe, expect, it } from 'vitest';
import { Body, Observer, SearchAltitude, SunPosition } from 'astronomy-engine';
import { birthPlaceByKey } from '@seva/contracts';
import {
  chartPositions,
  manglikAtBirth,
  manglikFromPositions,
  manglikMatch,
  moonSign,
  tropicalAscendant,
  tropicalMarsLongitude,
} from './index.js';

const dms = (d: number, m: number, s: number) => d + m / 60 + s / 3600;
const ARIES = 0;
const LEO = 4;
const SCORPIO = 7;
const SAGITTARIUS = 8;
const CAPRICORN = 9;
/** Longitude of the middle of a sign. */
const inSign = (sign: number) => sign * 30 + 15;

describe('ascendant and Mars', () => {
  it("puts Indira Gandhi (19 Nov 1917, 23:11, Allahabad) at Cancer 27°21' lagna, Mars Leo 16°23', as published", () => {
    // Source: jyotshivirbhagat.com, "Former Prime Minister Indira Gandhi's chart": ASC Cancer
    // 27-20-56, Mars in the 2nd house, Leo 16-23-06, Moon Capricorn 05-35-20.
    const chart = chartPositions({ date: '1917-11-19', time: '23:11', place: 'prayagraj' });
    expect(Math.abs(chart.ascendant - (90 + dms(27, 20, 56)))).toBeLessThan(0.1);
    expect(Math.abs(chart.mars - (120 + dms(16, 23, 6)))).toBeLessThan(0.05);
    expect(moonSign({ date: '1917-11-19', time: '23:11', place: 'prayagraj' }).rashi).toBe(CAPRICORN);
    // Mars in the 2nd house from the lagna, in Leo: Manglik.
    expect(manglikAtBirth({ date: '1917-11-19', time: '23:11', place: 'prayagraj' })).toEqual({
      marsHouse: 2,
      marsSign: LEO,
      inManglikHouse: true,
      cancelledBy: null,
      manglik: true,
    });
  });

  it('puts Sanjay Gandhi (14 Dec 1946, 9:27, New Delhi) in a Capricorn lagna with Mars in the 12th, in Sagittarius', () => {
    // Source: astrosaxena.com, "Horoscope of Sanjay Gandhi": Capricorn ascendant, Mars in the
    // 12th house / Sagittarius.
    const status = manglikAtBirth({ date: '1946-12-14', time: '09:27', place: 'new-delhi' });
    const chart = chartPositions({ date: '1946-12-14', time: '09:27', place: 'new-delhi' });
    expect(Math.floor(chart.ascendant / 30)).toBe(CAPRICORN);
    expect(status).toMatchObject({ marsHouse: 12, marsSign: SAGITTARIUS, manglik: true });
  });

  it('has the Sun on the ascendant when it rises (geometric sunrise, New Delhi)', () => {
    const delhi = birthPlaceByKey('new-delhi');
    const observer = new Observer(delhi.lat, delhi.lon, 0);
    for (const start of ['2024-03-01', '2024-06-21', '2024-12-21']) {
      // The Sun's centre at 0° altitude: SearchAltitude takes no refraction.
      const sunrise = SearchAltitude(Body.Sun, observer, +1, new Date(`${start}T00:00:00Z`), 1, 0);
      expect(sunrise).not.toBeNull();
      const ascendant = tropicalAscendant(sunrise!.date, delhi.lat, delhi.lon);
      expect(Math.abs(ascendant - SunPosition(sunrise!.date).elon)).toBeLessThan(0.05);
    }
  });

  it('moves the ascendant through every sign in a day but Mars by well under a degree', () => {
    const delhi = birthPlaceByKey('delhi');
    const signs = new Set<number>();
    for (let hour = 0; hour < 24; hour += 1) {
      signs.add(Math.floor(tropicalAscendant(new Date(Date.UTC(2024, 0, 1, hour)), delhi.lat, delhi.lon) / 30));
    }
    expect(signs.size).toBe(12);
    const day =
      tropicalMarsLongitude(new Date('2024-01-02T00:00:00Z')) - tropicalMarsLongitude(new Date('2024-01-01T00:00:00Z'));
    expect(Math.abs(day)).toBeLessThan(1);
  });

  it('throws RangeError on an impossible birth date', () => {
    expect(() => chartPositions({ date: '2001-02-30', time: '10:00', place: 'delhi' })).toThrow(RangeError);
  });
});

describe('Mangal dosha of one chart', () => {
  it('counts whole-sign houses from the lagna: Manglik in houses 1, 2, 4, 7, 8 and 12 only', () => {
    // Lagna Leo; Mars walks Leo (house 1) … Cancer (house 12), avoiding its own and exaltation signs.
    const houses = Array.from({ length: 12 }, (_, i) => {
      const status = manglikFromPositions({ ascendant: inSign(LEO) + 10, mars: inSign((LEO + i) % 12) });
      return [status.marsHouse, status.inManglikHouse] as const;
    });
    expect(houses.filter(([, dosha]) => dosha).map(([house]) => house)).toEqual([1, 2, 4, 7, 8, 12]);
    expect(houses.map(([house]) => house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('takes the sign, not the degree distance: Mars at 29° of the lagna sign is house 1, 1° later house 2', () => {
    expect(manglikFromPositions({ ascendant: 29, mars: 1 }).marsHouse).toBe(1);
    expect(manglikFromPositions({ ascendant: 29, mars: 31 }).marsHouse).toBe(2);
    expect(manglikFromPositions({ ascendant: 350, mars: 5 }).marsHouse).toBe(2);
  });

  it('cancels for Mars in its own sign (Aries, Scorpio) or exalted (Capricorn)', () => {
    expect(manglikFromPositions({ ascendant: inSign(ARIES), mars: inSign(ARIES) })).toMatchObject({
      marsHouse: 1,
      inManglikHouse: true,
      cancelledBy: 'own_sign',
      manglik: false,
    });
    expect(manglikFromPositions({ ascendant: inSign(LEO), mars: inSign(SCORPIO) })).toMatchObject({
      marsHouse: 4,
      cancelledBy: 'own_sign',
      manglik: false,
    });
    expect(manglikFromPositions({ ascendant: inSign(SAGITTARIUS), mars: inSign(CAPRICORN) })).toMatchObject({
      marsHouse: 2,
      cancelledBy: 'exalted',
      manglik: false,
    });
    // Own sign outside the dosha houses: nothing to cancel.
    expect(manglikFromPositions({ ascendant: inSign(LEO), mars: inSign(ARIES) })).toMatchObject({
      marsHouse: 9,
      cancelledBy: null,
      manglik: false,
    });
  });
});

describe('Mangal dosha between two people', () => {
  it('cancels when both are Manglik, is a dosha when one is, none when neither', () => {
    expect(manglikMatch(true, true)).toEqual({ mine: true, theirs: true, cancelled: true, verdict: 'both_manglik' });
    expect(manglikMatch(true, false)).toEqual({ mine: true, theirs: false, cancelled: false, verdict: 'dosha' });
    expect(manglikMatch(false, true)).toMatchObject({ cancelled: false, verdict: 'dosha' });
    expect(manglikMatch(false, false)).toMatchObject({ cancelled: false, verdict: 'no_dosha' });
  });

  it('is unknown when either side is unknown', () => {
    expect(manglikMatch(null, true)).toEqual({ mine: null, theirs: true, cancelled: false, verdict: 'unknown' });
    expect(manglikMatch(false, null).verdict).toBe('unknown');
  });
});
