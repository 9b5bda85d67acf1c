/**
 * Every catalogue entry of the demo data gets the picture that fits it
 * (issue 20 "Pictures"): an existing motif, text-free SVG, a picture of its
 * own, and never the same drawing as its neighbour in a list.
 * Pure data: no app or database needed (the media and news seed tests check
 * the stored pictures).
 */
import { describe, expect, it } from 'vitest';
import { expectCleanSvg } from '../test/svg.js';
import { motifImageSvg } from './art/motif-image.js';
import { MOTIFS, type Motif } from './art/motifs.js';
import { coverArtSvg } from './media/art.js';
import { CATALOGUE_CATEGORIES } from './media/categories.js';
import { CATALOGUE_LIVE_STREAMS } from './media/live.js';
import { PODCAST_MOTIFS } from './media/podcast-art.js';
import { CATALOGUE_TEMPLES } from './media/temples.js';
import { CATALOGUE_VIDEOS } from './media/videos.js';
import { CATALOGUE_NEWS_ITEMS } from './news/items.js';
import { CATALOGUE_PUJAS } from './puja/pujas.js';
import { CATALOGUE_PRODUCTS } from './shop/products.js';
import { CATALOGUE_YATRAS } from './yatra/yatras.js';

/** Each list as the pages show it, in order, by name and motif. */
const LISTS: Record<string, { name: string; motif: Motif }[]> = {
  pujas: CATALOGUE_PUJAS.map((p) => ({ name: p.slug, motif: p.image.motif })),
  yatras: CATALOGUE_YATRAS.map((y) => ({ name: y.slug, motif: y.image.motif })),
  'darshan temples': CATALOGUE_TEMPLES.map((t) => ({ name: t.name, motif: t.motif })),
  'media categories': CATALOGUE_CATEGORIES.map((c) => ({ name: c.slug, motif: c.motif })),
  videos: CATALOGUE_VIDEOS.map((v) => ({ name: v.title, motif: v.motif })),
  podcasts: Object.entries(PODCAST_MOTIFS).map(([name, motif]) => ({ name, motif })),
  'live streams': CATALOGUE_LIVE_STREAMS.map((s) => ({ name: s.title, motif: s.motif })),
  news: CATALOGUE_NEWS_ITEMS.map((n) => ({ name: n.title, motif: n.art.motif })),
};

/** Degrees between two hues on the colour wheel. */
function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
}

describe('demo catalogue pictures', () => {
  it('draws every entry with an existing motif', () => {
    const entries = [
      ...Object.values(LISTS).flat(),
      ...CATALOGUE_PRODUCTS.map((p) => ({ name: p.slug, motif: p.image.motif })),
    ];
    for (const { name, motif } of entries) expect(MOTIFS, name).toHaveProperty([motif]);
  });

  it('never shows the same drawing twice in a row in a list', () => {
    for (const [list, entries] of Object.entries(LISTS)) {
      entries.slice(1).forEach((entry, i) => {
        expect(entry.motif, `${list}: ${entries[i]!.name} then ${entry.name}`).not.toBe(entries[i]!.motif);
      });
    }
  });

  it('gives every product a text-free picture of its own; neighbours with one motif differ clearly in colour', () => {
    const pictures = CATALOGUE_PRODUCTS.map((p) => motifImageSvg(p.image));
    pictures.forEach((svg, i) => expectCleanSvg(svg, CATALOGUE_PRODUCTS[i]!.slug));
    expect(new Set(pictures).size).toBe(CATALOGUE_PRODUCTS.length);
    CATALOGUE_PRODUCTS.slice(1).forEach((p, i) => {
      const before = CATALOGUE_PRODUCTS[i]!;
      if (p.image.motif === before.image.motif) {
        expect(hueDistance(p.image.hue, before.image.hue), `${before.slug} then ${p.slug}`).toBeGreaterThanOrEqual(45);
      }
    });
  });

  it('draws each murti as its own deity', () => {
    const deityOf: [RegExp, Motif][] = [
      [/Ganesh/, 'ganesh'],
      [/Hanuman/, 'hanuman'],
      [/Lakshmi/, 'lakshmi'],
      [/Shivling/, 'shivling'],
      [/Krishna/, 'krishna'],
      [/Laddu Gopal/, 'gopal'],
      [/Durga/, 'durga'],
      [/Ram Darbar/, 'ram-darbar'],
    ];
    const murtis = CATALOGUE_PRODUCTS.filter((p) => p.category === 'idols-murtis');
    for (const murti of murtis) {
      const [, motif] = deityOf.find(([name]) => name.test(murti.name)) ?? [];
      expect(murti.image.motif, murti.name).toBe(motif);
    }
  });

  it('gives every puja and yatra a text-free picture of its own', () => {
    for (const list of [CATALOGUE_PUJAS, CATALOGUE_YATRAS]) {
      const pictures = list.map((entry) => motifImageSvg(entry.image));
      pictures.forEach((svg, i) => expectCleanSvg(svg, list[i]!.slug));
      expect(new Set(pictures).size).toBe(list.length);
    }
  });

  it('draws every video, podcast and live cover without text', () => {
    for (const { name, motif } of [...LISTS.videos!, ...LISTS.podcasts!, ...LISTS['live streams']!]) {
      expectCleanSvg(coverArtSvg({ motif, hue: 24, shape: 'wide' }), name);
    }
  });
});
