/**
 * The demo's Sanchar pictures drawn as SVG (no photo files, no downloads):
 * a cover (video thumbnail, podcast cover, category) and a darshan scene of a
 * temple's shrine on a given day. No text: titles, speakers, temples and
 * dates are shown by the page, in HTML. Pure and deterministic: the same
 * input always gives the same bytes, so content-hashed storage keys stay stable.
 */
import { BRASS, SAFFRON } from '../art/kit.js';
import { hueOf, motifShapes, type Motif } from '../art/motifs.js';

const DARK = '#3B1404';

export interface CoverArt {
  /** The subject: the deity, place or object of the video, episode or category. */
  motif: Motif;
  /** HSL hue in degrees. */
  hue: number;
  /** 16:9 (videos, 640 × 360) or square (podcasts, categories, 640 × 640). */
  shape: 'wide' | 'square';
}

/** A toran (festive bunting) of alternating saffron and brass pennants across the top, `width` wide. */
function toran(width: number): string {
  const d = ['', ''];
  for (let x = 0, i = 0; x < width; x += 32, i++) d[i % 2] += `M${x} 0h32l-16 22z`;
  return `<path d="${d[0]}" fill="${SAFFRON}"/><path d="${d[1]}" fill="${BRASS}"/>`;
}

/** A cover: a deep gradient in `hue`, a toran across the top and the motif on a halo in the middle. */
export function coverArtSvg({ motif, hue: raw, shape }: CoverArt): string {
  const hue = hueOf(raw);
  const [width, height] = shape === 'wide' ? [640, 360] : [640, 640];
  const { cx, cy, r, scale } =
    shape === 'wide' ? { cx: 320, cy: 192, r: 150, scale: 0.8 } : { cx: 320, cy: 336, r: 240, scale: 1.3 };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue}, 70%, 32%)"/><stop offset="1" stop-color="hsl(${(hue + 330) % 360}, 75%, 14%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    toran(width) +
    `<circle cx="${cx}" cy="${cy}" r="${r + 16}" fill="none" stroke="${BRASS}" stroke-width="4" stroke-dasharray="3 12"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${hue}, 80%, 85%)"/>` +
    `<g transform="translate(${cx - 200 * scale} ${cy - 200 * scale}) scale(${scale})">${motifShapes(motif, `hsl(${hue}, 55%, 40%)`)}</g>` +
    `<rect y="${height - 8}" width="${width}" height="8" fill="${SAFFRON}"/>` +
    `</svg>`
  );
}

export interface DarshanArt {
  /** The temple's deity (or the temple itself). */
  motif: Motif;
  /** The day's shringar colour (clothes and garland). */
  shringar: string;
  /** 0: the deity's shringar; 1: the aarti with lamps. */
  variant: 0 | 1;
}

/** A darshan scene, 960 × 540: the shrine's arch hung with a garland, the deity (motif) in the day's shringar, lamps for the aarti. */
export function darshanArtSvg({ motif, shringar, variant }: DarshanArt): string {
  const lamps =
    variant === 1
      ? [150, 260, 700, 810]
          .map(
            (x) =>
              `<path d="M${x} 450c-14-18-8-40 0-58c8 18 14 40 0 58z" fill="#FFE9A8"/>` +
              `<ellipse cx="${x}" cy="458" rx="34" ry="12" fill="${BRASS}"/>`,
          )
          .join('')
      : '';
  const garland = Array.from({ length: 17 }, (_, i) => {
    const a = Math.PI * (i / 16);
    return `<circle cx="${Math.round(480 - 236 * Math.cos(a))}" cy="${Math.round(270 - 196 * Math.sin(a))}" r="11" fill="${i % 2 ? shringar : '#FFD23F'}"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 540" width="960" height="540">` +
    `<defs><radialGradient id="glow" cx=".5" cy=".45" r=".6"><stop offset="0" stop-color="#FFD98A"/><stop offset="1" stop-color="#5A1A02"/></radialGradient></defs>` +
    `<rect width="960" height="540" fill="url(#glow)"/>` +
    `<path d="M220 500V210a260 190 0 0 1 520 0v290z" fill="${DARK}" opacity=".55"/>` +
    `<path d="M260 500V220a220 160 0 0 1 440 0v280z" fill="${shringar}" opacity=".35"/>` +
    `<path d="M440 70l40-50 40 50z" fill="${BRASS}"/>` +
    `<g transform="translate(280 100)">${motifShapes(motif, shringar)}</g>` +
    garland +
    lamps +
    `<path d="M0 500h960v40H0z" fill="${DARK}" opacity=".8"/><path d="M0 500h960" stroke="${BRASS}" stroke-width="4"/>` +
    `</svg>`
  );
}
