/**
 * Checks the demo puja and pitr catalogue: counts, slugs, money, packages, schedules and the
 * honesty rules of the copy. Pure data: no app or database needed.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PUJAS, PRICES_AS_OF } from './pujas.js';
import { MOTIFS } from '../art/motifs.js';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const PERSONS = { individual: 1, couple: 2, family: 6, group: 10 } as const;
/** Bhadrapada Purnima to Sarva Pitru Amavasya 2027, as computed in pujas.ts. */
const PITRU_PAKSHA_2027 = { from: '2027-09-15', to: '2027-09-29' };

const words = (text: string) => text.trim().split(/\s+/).length;
const isRealDate = (date: string) => new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;
const pujas = CATALOGUE_PUJAS.filter((p) => p.kind === 'puja');
const pitr = CATALOGUE_PUJAS.filter((p) => p.kind === 'pitr');

describe('puja catalogue data', () => {
  it('has at least 12 pujas and 3 pitr rituals, priced as of a stated month', () => {
    expect(pujas.length).toBeGreaterThanOrEqual(12);
    expect(pitr.length).toBeGreaterThanOrEqual(3);
    expect(PRICES_AS_OF).toMatch(/^\d{4}-\d{2}$/);
  });

  it('includes the temples the product promises', () => {
    const temples = CATALOGUE_PUJAS.map((p) => `${p.name} ${p.temple} ${p.city}`).join('\n');
    for (const place of ['Kashi Vishwanath', 'Mahakaleshwar', 'Trimbakeshwar', 'Nalkheda', 'Satyanarayan'])
      expect(temples).toContain(place);
    for (const place of ['Gaya', 'Varanasi', 'Haridwar'])
      expect(
        pitr.some((p) => p.city.includes(place)),
        place,
      ).toBe(true);
  });

  it('uses unique kebab-case slugs', () => {
    const slugs = CATALOGUE_PUJAS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(KEBAB);
  });

  it('describes every ritual in 80–160 words with 3–5 benefits phrased as tradition', () => {
    for (const p of CATALOGUE_PUJAS) {
      expect(words(p.description), p.slug).toBeGreaterThanOrEqual(80);
      expect(words(p.description), p.slug).toBeLessThanOrEqual(160);
      expect(p.benefits.length, p.slug).toBeGreaterThanOrEqual(3);
      expect(p.benefits.length, p.slug).toBeLessThanOrEqual(5);
      for (const b of p.benefits) expect(b, p.slug).toMatch(/tradition|Traditionally|Often/);
      expect(p.deliverables.length, p.slug).toBeGreaterThan(0);
      for (const field of [p.name, p.deity, p.temple, p.city, p.state]) expect(field.trim(), p.slug).not.toBe('');
    }
  });

  it('makes no guaranteed-result claims', () => {
    const banned = /guarantee|miracle|100 ?%|cure|assured|certainly will/i;
    for (const p of CATALOGUE_PUJAS) {
      for (const text of [p.description, ...p.benefits, ...p.deliverables]) expect(text, p.slug).not.toMatch(banned);
    }
  });

  it('offers 2–4 packages whose persons and prices rise together', () => {
    for (const p of CATALOGUE_PUJAS) {
      expect(p.packages.length, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.packages.length, p.slug).toBeLessThanOrEqual(4);
      expect(new Set(p.packages.map((k) => k.code)).size, p.slug).toBe(p.packages.length);
      for (const [i, k] of p.packages.entries()) {
        expect(k.persons, `${p.slug} ${k.code}`).toBe(PERSONS[k.code]);
        if (i === 0) continue;
        const prev = p.packages[i - 1]!;
        expect(k.persons, `${p.slug} ${k.code}`).toBeGreaterThan(prev.persons);
        expect(k.pricePaise, `${p.slug} ${k.code}`).toBeGreaterThan(prev.pricePaise);
        expect(k.priceUsdCents, `${p.slug} ${k.code}`).toBeGreaterThan(prev.priceUsdCents);
      }
    }
  });

  it('prices in positive integer paise and cents, USD about INR/80 ending in .99 or .00, at least $11', () => {
    for (const p of CATALOGUE_PUJAS) {
      for (const k of p.packages) {
        const label = `${p.slug} ${k.code}`;
        expect(Number.isInteger(k.pricePaise) && k.pricePaise > 0, label).toBe(true);
        expect(Number.isInteger(k.priceUsdCents) && k.priceUsdCents > 0, label).toBe(true);
        expect(k.pricePaise % 100, label).toBe(0);
        expect([0, 99], label).toContain(k.priceUsdCents % 100);
        expect(k.priceUsdCents, label).toBeGreaterThanOrEqual(1100);
        expect(Math.abs(k.priceUsdCents - Math.max(1100, k.pricePaise / 80)), label).toBeLessThanOrEqual(100);
      }
    }
  });

  it('has a well-formed schedule for every ritual', () => {
    for (const p of CATALOGUE_PUJAS) {
      const s = p.schedule;
      if ('weekday' in s) expect(Number.isInteger(s.weekday) && s.weekday >= 0 && s.weekday <= 6, p.slug).toBe(true);
      else if ('everyDays' in s) expect(Number.isInteger(s.everyDays) && s.everyDays >= 1, p.slug).toBe(true);
      else {
        expect(s.fixedDates.length, p.slug).toBeGreaterThan(0);
        expect([...s.fixedDates].sort(), p.slug).toEqual(s.fixedDates);
        expect(new Set(s.fixedDates).size, p.slug).toBe(s.fixedDates.length);
        for (const d of s.fixedDates) expect(ISO_DATE.test(d) && isRealDate(d), `${p.slug} ${d}`).toBe(true);
      }
    }
  });

  it('holds every pitr ritual on fixed dates inside Pitru Paksha 2027', () => {
    for (const p of pitr) {
      expect('fixedDates' in p.schedule, p.slug).toBe(true);
      if (!('fixedDates' in p.schedule)) continue;
      for (const d of p.schedule.fixedDates) {
        expect(d >= PITRU_PAKSHA_2027.from && d <= PITRU_PAKSHA_2027.to, `${p.slug} ${d}`).toBe(true);
      }
    }
  });

  it('dates fixed-date pujas between December 2026 and June 2027', () => {
    for (const p of pujas) {
      if (!('fixedDates' in p.schedule)) continue;
      for (const d of p.schedule.fixedDates)
        expect(d >= '2026-12-01' && d <= '2027-06-30', `${p.slug} ${d}`).toBe(true);
    }
  });

  it('draws a known motif on a hue in 0–359', () => {
    for (const p of CATALOGUE_PUJAS) {
      expect(MOTIFS, p.slug).toHaveProperty([p.image.motif]);
      expect(Number.isInteger(p.image.hue) && p.image.hue >= 0 && p.image.hue <= 359, p.slug).toBe(true);
    }
  });
});
