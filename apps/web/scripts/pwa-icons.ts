/**
 * Draws the installed app's icons (issue 23) from the brand mark of public/favicon.svg (the diya flame on
 * saffron #E15602, SPEC §9) into public/icons/, as PNG files the web app manifest (vite.config.ts) and
 * index.html name: the app icon at 192 and 512 px, a maskable 512 px one (the mark inside the central 80 %
 * safe zone of a full-bleed saffron square, which Android crops to its own shape), the 180 px apple-touch-icon
 * (square: iOS rounds it), a 96 px icon per app shortcut (Recharge, Book a Puja, Messages) and the 96 px
 * notification badge (the white mark on transparent: Android draws only its outline).
 * The PNGs are committed; run again after changing the mark: `npx tsx scripts/pwa-icons.ts` (in apps/web).
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const BRAND = '#E15602';
const out = join(import.meta.dirname, '..', 'public', 'icons');

/** The flame and lamp base of favicon.svg, in its 64-unit box. */
const MARK =
  '<path d="M32 12c6 9 10 14 10 21a10 10 0 0 1-20 0c0-7 4-12 10-21z" fill="#fff"/><rect x="18" y="46" width="28" height="6" rx="3" fill="#fff"/>';

/** Each shortcut's glyph, white, in the same 64-unit box. */
const GLYPHS = {
  recharge:
    '<rect x="21" y="10" width="22" height="44" rx="4" fill="none" stroke="#fff" stroke-width="4"/><path d="M34 20l-7 13h6l-3 11 8-14h-6z" fill="#fff"/>',
  puja: MARK,
  messages:
    '<path d="M12 16h40a4 4 0 0 1 4 4v20a4 4 0 0 1-4 4H28l-10 8v-8h-6a4 4 0 0 1-4-4V20a4 4 0 0 1 4-4z" fill="#fff"/>',
} as const;

/** A square SVG of `size` px: the saffron tile (`radius` in units; 0 for full bleed) and `content` scaled by `scale` about the centre. */
function tile(size: number, content: string, { radius, scale }: { radius: number; scale: number }): Buffer {
  const offset = 32 - 32 * scale;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
      `<rect width="64" height="64" rx="${radius}" fill="${BRAND}"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${scale})">${content}</g></svg>`,
  );
}

async function png(name: string, svg: Buffer): Promise<void> {
  await sharp(svg).png({ compressionLevel: 9, palette: true }).toFile(join(out, name));
  console.log(`public/icons/${name}`);
}

await mkdir(out, { recursive: true });
await png('icon-192.png', tile(192, MARK, { radius: 14, scale: 1 }));
await png('icon-512.png', tile(512, MARK, { radius: 14, scale: 1 }));
// The mark spans units 12–52 (62 % of the tile); at 0.8 it stays well inside the 80 % safe circle.
await png('maskable-512.png', tile(512, MARK, { radius: 0, scale: 0.8 }));
await png('apple-touch-icon-180.png', tile(180, MARK, { radius: 0, scale: 0.85 }));
await sharp(
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 64 64">${MARK}</svg>`),
)
  .png({ compressionLevel: 9 })
  .toFile(join(out, 'badge-96.png'));
console.log('public/icons/badge-96.png');
for (const [name, glyph] of Object.entries(GLYPHS)) {
  await png(`shortcut-${name}-96.png`, tile(96, glyph, { radius: 14, scale: 1 }));
}
