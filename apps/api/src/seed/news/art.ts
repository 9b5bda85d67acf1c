/**
 * The demo news pictures drawn as SVG (no photo files, no downloads): a
 * 16:9 card in the story's hue with the shop drawer's motif on a halo,
 * the category and the place, drawn on a 1280 × 720 canvas and rendered
 * 960 wide (storeMediaImage then keeps 320 and 640: the cards and the story
 * page, at half the seeding time of 1280). Pure and deterministic: the same story always
 * gives the same bytes. Text is English only (the seeding machine may have
 * no Devanagari font).
 */
import { THEME_COLOUR } from '@seva/contracts';
import { motifShapes, type ProductMotif } from '../art/product-image.js';

const BRASS = '#F2A93B';

export interface NewsArt {
  /** The category's name, shown small above the place. */
  kicker: string;
  /** Where the story happens: "Kedarnath, Uttarakhand". */
  place: string;
  motif: ProductMotif;
  /** HSL hue in degrees. */
  hue: number;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

/** The picture of a news story as an SVG document string. */
export function newsArtSvg({ kicker, place, motif, hue }: NewsArt): string {
  const deep = `hsl(${hue}, 65%, 24%)`;
  const night = `hsl(${(hue + 330) % 360}, 70%, 10%)`;
  const [city = place, region = ''] = place.split(/,\s*/);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="960" height="540">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${night}"/></linearGradient></defs>` +
    `<rect width="1280" height="720" fill="url(#bg)"/>` +
    `<path d="M0 560Q320 500 640 560T1280 540V720H0z" fill="${night}" opacity=".55"/>` +
    `<circle cx="930" cy="330" r="250" fill="hsl(${hue}, 80%, 86%)" opacity=".92"/>` +
    `<circle cx="930" cy="330" r="272" fill="none" stroke="${BRASS}" stroke-width="5" stroke-dasharray="4 16"/>` +
    `<g transform="translate(660 60) scale(1.35)">${motifShapes(motif, `hsl(${hue}, 55%, 38%)`)}</g>` +
    `<rect x="64" y="232" width="${Math.min(560, 52 + kicker.length * 19)}" height="48" rx="24" fill="${THEME_COLOUR}"/>` +
    `<text x="88" y="265" font-family="sans-serif" font-size="24" font-weight="700" fill="#FFFFFF" letter-spacing="2">${escapeXml(kicker.toUpperCase())}</text>` +
    `<text x="64" y="362" font-family="sans-serif" font-size="64" font-weight="700" fill="#FFFFFF">${escapeXml(city)}</text>` +
    `<text x="66" y="416" font-family="sans-serif" font-size="34" fill="${BRASS}">${escapeXml(region)}</text>` +
    `<text x="64" y="664" font-family="sans-serif" font-size="26" font-weight="700" fill="#FFFFFF" opacity=".85" letter-spacing="4">SEVA NEWS</text>` +
    `<rect y="704" width="1280" height="16" fill="${THEME_COLOUR}"/>` +
    `</svg>`
  );
}
