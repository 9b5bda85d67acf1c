/**
 * The demo's Sanchar pictures drawn as SVG (no photo files, no downloads):
 * a cover (video thumbnail, podcast cover, category) and a darshan scene of a
 * temple's shrine on a given day. Pure and deterministic: the same input
 * always gives the same bytes, so content-hashed storage keys stay stable.
 * Text is English only (the seeding machine may have no Devanagari font).
 */
import { THEME_COLOUR } from '@seva/contracts';
import { motifShapes, type ProductMotif } from '../art/product-image.js';

const DARK = '#3B1404';
const BRASS = '#F2A93B';

/** Escapes text for SVG character data and attributes. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

/** `text` cut to `max` characters (by code point) with an ellipsis. */
function fit(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

export interface CoverArt {
  title: string;
  /** A short line above the title: the sub-category, the speaker. */
  kicker: string;
  motif: ProductMotif;
  /** HSL hue in degrees. */
  hue: number;
  /** 16:9 (videos, 640 × 360) or square (podcasts, categories, 640 × 640). */
  shape: 'wide' | 'square';
}

/** A cover: a deep gradient in `hue`, the motif on a halo, the kicker and title below or beside it. */
export function coverArtSvg({ title, kicker, motif, hue, shape }: CoverArt): string {
  const [width, height] = shape === 'wide' ? [640, 360] : [640, 640];
  const motifBox = shape === 'wide' ? 'translate(380 20) scale(0.8)' : 'translate(170 40) scale(0.75)';
  const halo = shape === 'wide' ? { cx: 540, cy: 180, r: 150 } : { cx: 320, cy: 190, r: 170 };
  const textX = shape === 'wide' ? 36 : 40;
  const kickerY = shape === 'wide' ? 250 : 470;
  const titleLines = wrap(title, shape === 'wide' ? 18 : 24).slice(0, 2);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue}, 70%, 32%)"/><stop offset="1" stop-color="hsl(${(hue + 330) % 360}, 75%, 14%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="${halo.cx}" cy="${halo.cy}" r="${halo.r}" fill="hsl(${hue}, 80%, 85%)" opacity=".9"/>` +
    `<circle cx="${halo.cx}" cy="${halo.cy}" r="${halo.r + 14}" fill="none" stroke="${BRASS}" stroke-width="4" stroke-dasharray="3 12"/>` +
    `<g transform="${motifBox}">${motifShapes(motif, `hsl(${hue}, 55%, 40%)`)}</g>` +
    `<text x="${textX}" y="${kickerY}" font-family="sans-serif" font-size="22" font-weight="700" fill="${BRASS}" letter-spacing="2">${escapeXml(fit(kicker.toUpperCase(), 30))}</text>` +
    titleLines
      .map(
        (line, index) =>
          `<text x="${textX}" y="${kickerY + 44 + index * 40}" font-family="sans-serif" font-size="34" font-weight="700" fill="#FFFFFF">${escapeXml(line)}</text>`,
      )
      .join('') +
    `<rect y="${height - 8}" width="${width}" height="8" fill="${THEME_COLOUR}"/>` +
    `</svg>`
  );
}

/** Words of `text` in lines of at most `max` characters (a longer word gets a line of its own, cut). */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.map((l, index) => (index === 1 && lines.length > 2 ? fit(`${l}…`, max) : fit(l, max)));
}

export interface DarshanArt {
  temple: string;
  /** What the picture shows: "Shringar darshan", "Sandhya aarti". */
  caption: string;
  /** The day, already formatted: "22 Nov 2026". */
  day: string;
  motif: ProductMotif;
  /** The day's shringar colour (clothes and garland). */
  shringar: string;
  /** 0: the deity's shringar; 1: the aarti with lamps. */
  variant: 0 | 1;
}

/** A darshan scene, 960 × 540: the shrine's arch, the deity (motif) in the day's shringar, lamps or garlands. */
export function darshanArtSvg({ temple, caption, day, motif, shringar, variant }: DarshanArt): string {
  const lamps =
    variant === 1
      ? [180, 290, 670, 780]
          .map(
            (x) =>
              `<path d="M${x} 420c-14-18-8-40 0-58c8 18 14 40 0 58z" fill="#FFE9A8"/>` +
              `<ellipse cx="${x}" cy="428" rx="34" ry="12" fill="${BRASS}"/>`,
          )
          .join('')
      : '';
  const garland = Array.from({ length: 17 }, (_, i) => {
    const a = Math.PI * (i / 16);
    return `<circle cx="${Math.round(480 - 190 * Math.cos(a))}" cy="${Math.round(150 + 150 * Math.sin(a))}" r="11" fill="${i % 2 ? shringar : '#FFD23F'}"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 540" width="960" height="540">` +
    `<defs><radialGradient id="glow" cx=".5" cy=".45" r=".6"><stop offset="0" stop-color="#FFD98A"/><stop offset="1" stop-color="#5A1A02"/></radialGradient></defs>` +
    `<rect width="960" height="540" fill="url(#glow)"/>` +
    `<path d="M220 540V210a260 190 0 0 1 520 0v330z" fill="${DARK}" opacity=".55"/>` +
    `<path d="M260 540V220a220 160 0 0 1 440 0v320z" fill="${shringar}" opacity=".35"/>` +
    `<path d="M440 70l40-50 40 50z" fill="${BRASS}"/>` +
    `<g transform="translate(280 90) scale(1)">${motifShapes(motif, shringar)}</g>` +
    garland +
    lamps +
    `<rect x="0" y="466" width="960" height="74" fill="#000000" opacity=".55"/>` +
    `<text x="32" y="500" font-family="sans-serif" font-size="28" font-weight="700" fill="#FFFFFF">${escapeXml(fit(temple, 40))}</text>` +
    `<text x="32" y="528" font-family="sans-serif" font-size="20" fill="${BRASS}">${escapeXml(`${caption} · ${day}`)}</text>` +
    `</svg>`
  );
}
