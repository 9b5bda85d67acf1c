/**
 * Checks the demo yatra catalogue: counts, slugs, itineraries, prices by occupancy, departures
 * in the 2027 window and in season. Pure data: no app or database.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE_YATRAS, PRICES_AS_OF, TOUR_ENDS } from './yatras.js';
import { MOTIFS } from '../art/motifs.js';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const WINDOW = { from: '2027-01-15', to: '2027-10-31' };
/** Uttarakhand dhams in 2027: open after Akshaya Tritiya (8–9 May), close around Diwali (29 October). */
const HIMALAYAN_SEASON = { from: '2027-05-10', to: '2027-10-28' };
const HIMALAYAN = /Kedarnath|Badrinath|Gangotri|Yamunotri/;

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const words = (text: string) => text.trim().split(/\s+/).length;
const isHimalayan = (y: (typeof CATALOGUE_YATRAS)[number]) => HIMALAYAN.test(y.itinerary.map((d) => d.title).join(' '));
const sentences = (text: string) => text.split(/[.!?](\s|$)/).filter((s) => s.trim()).length;

describe('yatra catalogue data', () => {
  it('has at least 6 yatras, priced as of a stated month', () => {
    expect(CATALOGUE_YATRAS.length).toBeGreaterThanOrEqual(6);
    expect(PRICES_AS_OF).toMatch(/^\d{4}-\d{2}$/);
  });

  it('covers the routes the product promises', () => {
    const names = CATALOGUE_YATRAS.map((y) => `${y.name} ${y.description}`).join('\n');
    for (const place of ['Char Dham', 'Ayodhya', 'Prayagraj', 'Vaishno Devi', 'Jyotirlinga', 'Dwarka', 'Somnath'])
      expect(names).toContain(place);
    for (const place of ['Puri', 'Konark', 'Lingaraj']) expect(names).toContain(place);
  });

  it('uses unique kebab-case slugs', () => {
    const slugs = CATALOGUE_YATRAS.map((y) => y.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(KEBAB);
  });

  it('describes every yatra in 80–160 words', () => {
    for (const y of CATALOGUE_YATRAS) {
      expect(words(y.description), y.slug).toBeGreaterThanOrEqual(80);
      expect(words(y.description), y.slug).toBeLessThanOrEqual(160);
      for (const field of [y.name, y.region, y.startCity, y.endCity]) expect(field.trim(), y.slug).not.toBe('');
    }
  });

  it('has one itinerary entry per day, numbered 1..days, with nights = days − 1', () => {
    for (const y of CATALOGUE_YATRAS) {
      expect(Number.isInteger(y.days) && y.days >= 2, y.slug).toBe(true);
      expect(y.nights, y.slug).toBe(y.days - 1);
      expect(
        y.itinerary.map((d) => d.day),
        y.slug,
      ).toEqual(Array.from({ length: y.days }, (_, i) => i + 1));
      for (const d of y.itinerary) {
        const label = `${y.slug} day ${d.day}`;
        expect(d.title.trim(), label).not.toBe('');
        expect(sentences(d.details), label).toBeGreaterThanOrEqual(1);
        expect(sentences(d.details), label).toBeLessThanOrEqual(3);
        if (d.day === y.days) expect(d.overnight, label).toBe(TOUR_ENDS);
        else expect(d.overnight.trim() !== '' && d.overnight !== TOUR_ENDS, label).toBe(true);
      }
    }
  });

  it('lists inclusions and every exclusion up front', () => {
    for (const y of CATALOGUE_YATRAS) {
      expect(y.inclusions.length, y.slug).toBeGreaterThan(0);
      expect(y.exclusions.length, y.slug).toBeGreaterThan(0);
      const excluded = y.exclusions.join('\n');
      expect(excluded, y.slug).toMatch(/Train or flight/);
      expect(excluded, y.slug).toMatch(/insurance/i);
      expect(excluded, y.slug).toMatch(/VIP|special puja/);
      if (isHimalayan(y)) expect(excluded, y.slug).toMatch(/Ponies.*palkis[\s\S]*Helicopter/);
    }
  });

  it('prices in positive integer paise with single ≥ double ≥ triple ≥ child', () => {
    for (const y of CATALOGUE_YATRAS) {
      const { singlePaise, doublePaise, triplePaise, childPaise } = y.pricing;
      for (const paise of [singlePaise, doublePaise, triplePaise, childPaise])
        expect(Number.isInteger(paise) && paise > 0, y.slug).toBe(true);
      expect(singlePaise, y.slug).toBeGreaterThanOrEqual(doublePaise);
      expect(doublePaise, y.slug).toBeGreaterThanOrEqual(triplePaise);
      expect(triplePaise, y.slug).toBeGreaterThanOrEqual(childPaise);
    }
  });

  it('offers 3–6 departures in the 2027 window, sorted, with 10–40 seats', () => {
    for (const y of CATALOGUE_YATRAS) {
      const dates = y.departures.map((d) => d.startDate);
      expect(dates.length, y.slug).toBeGreaterThanOrEqual(3);
      expect(dates.length, y.slug).toBeLessThanOrEqual(6);
      expect([...dates].sort(), y.slug).toEqual(dates);
      expect(new Set(dates).size, y.slug).toBe(dates.length);
      for (const d of y.departures) {
        const label = `${y.slug} ${d.startDate}`;
        expect(ISO_DATE.test(d.startDate) && addDays(d.startDate, 0) === d.startDate, label).toBe(true);
        expect(d.startDate >= WINDOW.from && d.startDate <= WINDOW.to, label).toBe(true);
        expect(Number.isInteger(d.seats) && d.seats >= 10 && d.seats <= 40, label).toBe(true);
      }
    }
  });

  it('runs Himalayan dham trips only while the dhams are open (May–October, back before Diwali)', () => {
    const himalayan = CATALOGUE_YATRAS.filter(isHimalayan);
    expect(himalayan.length).toBeGreaterThanOrEqual(1);
    for (const y of himalayan) {
      for (const { startDate } of y.departures) {
        const end = addDays(startDate, y.days - 1);
        expect(startDate >= HIMALAYAN_SEASON.from && end <= HIMALAYAN_SEASON.to, `${y.slug} ${startDate}`).toBe(true);
        expect(Number(startDate.slice(5, 7)), `${y.slug} ${startDate}`).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it('never plans an Ellora visit on a Tuesday, when the caves are closed', () => {
    for (const y of CATALOGUE_YATRAS) {
      const ellora = y.itinerary.find((d) => /Ellora/.test(d.title));
      if (!ellora) continue;
      for (const { startDate } of y.departures)
        expect(weekday(addDays(startDate, ellora.day - 1)), `${y.slug} ${startDate}`).not.toBe(2);
    }
  });

  it('draws a known motif on a hue in 0–359', () => {
    for (const y of CATALOGUE_YATRAS) {
      expect(MOTIFS, y.slug).toHaveProperty([y.image.motif]);
      expect(Number.isInteger(y.image.hue) && y.image.hue >= 0 && y.image.hue <= 359, y.slug).toBe(true);
    }
  });
});
