/**
 * The demo news pictures drawn as SVG (no photo files, no downloads): a
 * 16:9 card in the story's hue with its temple, place or theme (seed/art) on
 * a halo over a low horizon, drawn on a 1280 × 720 canvas and rendered 960
 * wide (storeMediaImage then keeps 320 and 640: the cards and the story page,
 * at half the seeding time of 1280). No text: the headline and category are
 * shown by the page, in HTML. Pure and deterministic: the same story always
 * gives the same bytes.
 */
import { BRASS, SAFFRON } from '../art/kit.js';
import { hueOf, motifShapes, type Motif } from '../art/motifs.js';

export interface NewsArt {
  motif: Motif;
  /** HSL hue in degrees. */
  hue: number;
}

/** The picture of a news story as an SVG document string. */
export function newsArtSvg({ motif, hue: raw }: NewsArt): string {
  const hue = hueOf(raw);
  const deep = `hsl(${hue}, 65%, 24%)`;
  const night = `hsl(${(hue + 330) % 360}, 70%, 10%)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="960" height="540">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${night}"/></linearGradient></defs>` +
    `<rect width="1280" height="720" fill="url(#bg)"/>` +
    `<path d="M0 560Q320 500 640 560T1280 540V720H0z" fill="${night}" opacity=".55"/>` +
    `<circle cx="640" cy="350" r="300" fill="hsl(${hue}, 80%, 86%)" opacity=".95"/>` +
    `<circle cx="640" cy="350" r="324" fill="none" stroke="${BRASS}" stroke-width="5" stroke-dasharray="4 16"/>` +
    `<g transform="translate(360 70) scale(1.4)">${motifShapes(motif, `hsl(${hue}, 55%, 38%)`)}</g>` +
    `<rect y="704" width="1280" height="16" fill="${SAFFRON}"/>` +
    `</svg>`
  );
}
