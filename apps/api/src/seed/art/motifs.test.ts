/**
 * Checks every drawing of seed/art in every picture that embeds it: text-free,
 * self-contained, well-formed, small, deterministic and distinct.
 * Pure data: no app or database needed.
 */
import { describe, expect, it } from 'vitest';
import { expectCleanSvg } from '../../test/svg.js';
import { coverArtSvg, darshanArtSvg } from '../media/art.js';
import { newsArtSvg } from '../news/art.js';
import { DEITIES } from './deities.js';
import { LANDMARKS } from './landmarks.js';
import { motifImageSvg } from './motif-image.js';
import { MOTIFS, type Motif } from './motifs.js';
import { OBJECTS } from './objects.js';
import { TEMPLES } from './temples.js';

const ALL = Object.keys(MOTIFS) as Motif[];

describe('seed art motifs', () => {
  it('names each drawing once across the families, with the deities, temples and landmarks the issue asks for', () => {
    const families = [DEITIES, TEMPLES, LANDMARKS, OBJECTS].map((family) => Object.keys(family));
    expect(families.flat()).toHaveLength(ALL.length);
    expect(ALL).toEqual(
      expect.arrayContaining([
        ...['ganesh', 'hanuman', 'lakshmi', 'ram-darbar', 'shivling', 'krishna', 'durga', 'shani', 'navagraha'],
        ...['nagara', 'gopuram', 'kedarnath', 'mountains', 'ghats', 'cave-hills', 'rath', 'sea-temple'],
      ]),
    );
  });

  it('draws every motif as a small, clean square picture that is the same every time and unlike any other', () => {
    const pictures = ALL.map((motif) => motifImageSvg({ motif, hue: 30 }));
    pictures.forEach((svg, i) => {
      expectCleanSvg(svg, ALL[i]!);
      expect(Buffer.byteLength(svg, 'utf8'), ALL[i]).toBeLessThan(6 * 1024);
      expect(motifImageSvg({ motif: ALL[i]!, hue: 30 })).toBe(svg);
    });
    expect(new Set(pictures).size).toBe(ALL.length);
    expect(motifImageSvg({ motif: 'ganesh', hue: 30 })).not.toBe(motifImageSvg({ motif: 'ganesh', hue: 200 }));
    expect(motifImageSvg({ motif: 'ganesh', hue: Number.NaN })).toBe(motifImageSvg({ motif: 'ganesh', hue: 24 }));
  });

  it('embeds every motif cleanly in covers, darshan scenes and news pictures', () => {
    for (const motif of ALL) {
      expectCleanSvg(coverArtSvg({ motif, hue: 200, shape: 'wide' }), `${motif} wide cover`);
      expectCleanSvg(coverArtSvg({ motif, hue: 200, shape: 'square' }), `${motif} square cover`);
      expectCleanSvg(darshanArtSvg({ motif, shringar: '#E15602', variant: 1 }), `${motif} darshan`);
      expectCleanSvg(newsArtSvg({ motif, hue: 200 }), `${motif} news`);
    }
  });
});
