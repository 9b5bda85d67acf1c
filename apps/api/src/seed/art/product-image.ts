/**
 * Draws a product's placeholder image as a small self-contained SVG (400 × 400, no external
 * references, generic sans-serif for the label), so the demo shop needs no photo files.
 * The motif is drawn in the theme's saffron and brass on a soft background tinted by the
 * product's hue. Pure and deterministic: the same product always gives the same bytes.
 */
import { THEME_COLOUR } from '@seva/contracts';

/** What productImageSvg (and motifShapes) can draw. */
export type ProductMotif =
  'diya' | 'kalash' | 'murti' | 'mala' | 'book' | 'incense' | 'box' | 'shankh' | 'bell' | 'thali' | 'bottle' | 'leaf';

/** What productImageSvg draws: a name for the label and a motif on a hue (0–359). */
export interface MotifPicture {
  name: string;
  image: { motif: ProductMotif; hue: number };
}

const DARK = '#7A2E0B';
const BRASS = '#F2A93B';
const FLAME = '#FFE9A8';
const LEAF = '#3F8A3A';
const LABEL_MAX_CHARS = 30;

/** Escapes text for use in SVG character data and attribute values. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

/** The first LABEL_MAX_CHARS characters (by code point, so no emoji is split), with an ellipsis. */
function shorten(text: string): string {
  const chars = Array.from(text.trim());
  return chars.length <= LABEL_MAX_CHARS ? chars.join('') : `${chars.slice(0, LABEL_MAX_CHARS - 1).join('')}…`;
}

/** Beads evenly spaced on an ellipse; rounded so the output is stable. */
function beads(cx: number, cy: number, rx: number, ry: number, count: number, r: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = (2 * Math.PI * i) / count;
    out += `<circle cx="${Math.round(cx + rx * Math.sin(a))}" cy="${Math.round(cy - ry * Math.cos(a))}" r="${r}"/>`;
  }
  return out;
}

/** Each motif, drawn inside roughly (90, 80)–(310, 320); `tint` is the product's hue, deep. */
const MOTIFS: Record<ProductMotif, (tint: string) => string> = {
  diya: () =>
    `<path d="M200 218c-26-30-16-70 0-104c16 34 26 74 0 104z" fill="${BRASS}"/>` +
    `<path d="M200 212c-10-14-7-34 0-50c7 16 10 36 0 50z" fill="${FLAME}"/>` +
    `<path d="M100 230h200c0 48-45 74-100 74s-100-26-100-74z" fill="${THEME_COLOUR}"/>` +
    `<path d="M280 232l36-14-20 34z" fill="${THEME_COLOUR}"/>` +
    `<ellipse cx="200" cy="230" rx="100" ry="14" fill="${DARK}"/>`,
  kalash: () =>
    `<path d="M200 150q-48-6-82-50q52-2 82 50zM200 150q48-6 82-50q-52-2-82 50z" fill="${LEAF}"/>` +
    `<ellipse cx="200" cy="118" rx="28" ry="34" fill="#8B5A2B"/>` +
    `<circle cx="200" cy="238" r="72" fill="${BRASS}"/>` +
    `<rect x="170" y="150" width="60" height="34" fill="${BRASS}"/>` +
    `<rect x="152" y="144" width="96" height="14" rx="7" fill="${DARK}"/>` +
    `<rect x="132" y="226" width="136" height="12" fill="${THEME_COLOUR}"/>`,
  murti: (tint) =>
    `<path d="M110 300V180a90 90 0 0 1 180 0v120z" fill="${tint}" opacity=".35"/>` +
    `<circle cx="200" cy="160" r="32" fill="${BRASS}"/>` +
    `<path d="M176 132l24-34 24 34z" fill="${BRASS}"/>` +
    `<path d="M142 276c0-58 22-86 58-86s58 28 58 86z" fill="${BRASS}"/>` +
    `<circle cx="200" cy="154" r="4" fill="${THEME_COLOUR}"/>` +
    `<rect x="122" y="272" width="156" height="30" rx="8" fill="${DARK}"/>`,
  mala: (tint) =>
    `<g fill="${tint}">${beads(200, 170, 78, 88, 22, 10)}</g>` +
    `<circle cx="200" cy="284" r="13" fill="${THEME_COLOUR}"/>` +
    `<path d="M193 294h14l12 36h-38z" fill="${BRASS}"/>`,
  book: (tint) =>
    `<path d="M86 120v180c44-10 86-4 114 14c28-18 70-24 114-14V120z" fill="${tint}"/>` +
    `<path d="M200 134c-28-16-66-20-100-12v168c34-8 72-4 100 12zM200 134c28-16 66-20 100-12v168c-34-8-72-4-100 12z" fill="#FFF8EC"/>` +
    `<path d="M120 160h60M120 184h60M120 208h60M220 160h60M220 184h60M220 208h60" stroke="${BRASS}" stroke-width="6"/>` +
    `<circle cx="250" cy="250" r="14" fill="${THEME_COLOUR}"/>`,
  incense: (tint) =>
    `<path d="M170 126c-16-20 14-30-2-52M200 118c-16-20 14-30-2-52M230 126c-16-20 14-30-2-52" stroke="${tint}" stroke-width="4" fill="none" opacity=".6"/>` +
    `<path d="M200 286L172 134M200 286V126M200 286l28-152" stroke="${DARK}" stroke-width="5"/>` +
    `<g fill="${THEME_COLOUR}"><circle cx="172" cy="134" r="5"/><circle cx="200" cy="126" r="5"/><circle cx="228" cy="134" r="5"/></g>` +
    `<path d="M130 282h140l-16 26h-108z" fill="${BRASS}"/>`,
  box: (tint) =>
    `<rect x="110" y="170" width="180" height="130" rx="8" fill="${tint}"/>` +
    `<rect x="100" y="146" width="200" height="36" rx="6" fill="${THEME_COLOUR}"/>` +
    `<rect x="190" y="146" width="20" height="154" fill="${BRASS}"/>` +
    `<path d="M200 146c-30-34-60-10-36 0zM200 146c30-34 60-10 36 0z" fill="none" stroke="${BRASS}" stroke-width="8"/>`,
  shankh: () =>
    `<g fill="#FFF4E2" stroke="${BRASS}" stroke-width="5">` +
    `<path d="M200 316c-52-30-76-84-64-132c10-40 118-40 128 0c12 48-12 102-64 132z"/>` +
    `<ellipse cx="200" cy="164" rx="56" ry="18"/><ellipse cx="200" cy="140" rx="40" ry="14"/>` +
    `<ellipse cx="200" cy="120" rx="26" ry="10"/><path d="M192 112l8-26 8 26z"/></g>` +
    `<path d="M222 196c30 14 30 64-14 104c12-38 16-72 14-104z" fill="#F7B58A"/>`,
  bell: () =>
    `<path d="M188 150l12-60 12 60z" fill="${DARK}"/>` +
    `<circle cx="200" cy="88" r="14" fill="${BRASS}"/>` +
    `<path d="M132 268c12-24 6-104 68-116c62 12 56 92 68 116z" fill="${BRASS}"/>` +
    `<rect x="122" y="262" width="156" height="16" rx="8" fill="${THEME_COLOUR}"/>` +
    `<circle cx="200" cy="294" r="13" fill="${DARK}"/>`,
  thali: (tint) =>
    `<circle cx="200" cy="200" r="118" fill="${BRASS}"/>` +
    `<circle cx="200" cy="200" r="100" fill="#FFE8B8"/>` +
    `<circle cx="150" cy="170" r="24" fill="#C8102E"/><circle cx="250" cy="170" r="24" fill="#FFFDF5"/>` +
    `<circle cx="150" cy="250" r="24" fill="${tint}"/>` +
    `<ellipse cx="250" cy="254" rx="30" ry="16" fill="${THEME_COLOUR}"/>` +
    `<path d="M250 244c-12-12-6-30 0-42c6 12 12 30 0 42z" fill="${BRASS}"/>` +
    `<circle cx="200" cy="210" r="12" fill="${DARK}"/>`,
  bottle: (tint) =>
    `<rect x="172" y="86" width="56" height="26" rx="5" fill="${THEME_COLOUR}"/>` +
    `<path d="M178 112h44v30c26 14 38 34 38 60v96a14 14 0 0 1-14 14h-92a14 14 0 0 1-14-14v-96c0-26 12-46 38-60z" fill="#EAF6FB" stroke="${tint}" stroke-width="5"/>` +
    `<path d="M145 220c20-12 36 12 55 0s36-12 55 0v78a8 8 0 0 1-8 8h-94a8 8 0 0 1-8-8z" fill="${tint}" opacity=".55"/>` +
    `<rect x="160" y="236" width="80" height="40" rx="6" fill="${BRASS}"/>`,
  leaf: () =>
    `<path d="M200 320C196 250 204 170 200 90" stroke="${DARK}" stroke-width="6" fill="none"/>` +
    `<g fill="${LEAF}"><path d="M200 130c-40-6-56-34-60-54c34 4 56 24 60 54zM200 130c40-6 56-34 60-54c-34 4-56 24-60 54z"/>` +
    `<path d="M200 200c-48-6-70-40-74-66c42 4 70 30 74 66zM200 200c48-6 70-40 74-66c-42 4-70 30-74 66z"/>` +
    `<path d="M200 270c-52-6-76-44-80-72c46 4 76 34 80 72zM200 270c52-6 76-44 80-72c-46 4-76 34-80 72z"/></g>` +
    `<circle cx="200" cy="88" r="10" fill="${THEME_COLOUR}"/>`,
};

/**
 * The motif's SVG shapes (no document), drawn inside roughly (90, 80)–(310, 320)
 * of a 400 × 400 box; `tint` is a CSS colour. Other pictures (Sanchar art) place it with a transform.
 */
export function motifShapes(motif: ProductMotif, tint: string): string {
  return MOTIFS[motif](tint);
}

/**
 * The product's image as an SVG document string (UTF-8, well under 4 KB).
 * `image.hue` is an HSL hue in degrees; any number is folded into 0–359, non-finite means saffron.
 */
export function productImageSvg(product: MotifPicture): string {
  const raw = product.image.hue;
  const hue = Number.isFinite(raw) ? ((Math.round(raw) % 360) + 360) % 360 : 24;
  const tint = `hsl(${hue}, 55%, 40%)`;
  const title = escapeXml(product.name);
  const label = escapeXml(shorten(product.name));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    `<rect width="400" height="400" fill="hsl(${hue}, 70%, 95%)"/>` +
    `<circle cx="200" cy="200" r="150" fill="hsl(${hue}, 75%, 87%)"/>` +
    `<circle cx="200" cy="200" r="150" fill="none" stroke="${THEME_COLOUR}" stroke-width="3" stroke-dasharray="2 10" opacity=".5"/>` +
    MOTIFS[product.image.motif](tint) +
    `<rect x="30" y="342" width="340" height="40" rx="20" fill="#FFFFFF" opacity=".85"/>` +
    `<text x="200" y="368" font-family="sans-serif" font-size="18" fill="${DARK}" text-anchor="middle">${label}</text>` +
    `</svg>`
  );
}
