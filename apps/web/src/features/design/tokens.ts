/**
 * The colour tokens as index.css's `@theme` declares them (`--color-<name>: #hex;`), read from the stylesheet's
 * source so this page never disagrees with it, each with the background it usually sits on (or the text it
 * usually carries) and what that pairing is for.
 */
import type { ContrastUse } from './contrast';

export type ColourToken = { name: string; hex: string };

export const WHITE = '#ffffff';

/** Every `--color-*` custom property of the first `@theme` block of `css`, in source order, hex lower-cased. */
export function colourTokens(css: string): ColourToken[] {
  const theme = /@theme\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
  return [...theme.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{3,6})\s*;/gi)].map(([, name, hex]) => ({
    name: name!,
    hex: hex!.toLowerCase(),
  }));
}

/** A token's usual partner: the other colour of the pairing and its use, in words for the page. */
export type Pairing = { with: string; withName: string; use: ContrastUse; description: string };

/** How the pages use each token (index.css's comment and the components), by token name; partners by token name. */
const PAIRINGS: Record<string, { with: string; use: ContrastUse; description: string }> = {
  brand: { with: 'white', use: 'ui', description: 'shapes, borders and focus rings on white' },
  primary: { with: 'white', use: 'text', description: 'text and links on white, white text on it' },
  'primary-dark': { with: 'white', use: 'text', description: 'hover and pressed, white text on it' },
  'primary-50': { with: 'primary', use: 'text', description: 'background under primary text' },
  'primary-100': { with: 'primary-dark', use: 'text', description: 'background under primary-dark text' },
  'primary-200': { with: 'primary-50', use: 'decorative', description: 'border of a primary-50 panel' },
};

/** `token`'s usual pairing; a token not described above is judged as text on white. */
export function usualPairing(token: ColourToken, tokens: readonly ColourToken[]): Pairing {
  const known = PAIRINGS[token.name];
  const partner = known && tokens.find((t) => t.name === known.with);
  if (!known || (known.with !== 'white' && !partner)) {
    return { with: WHITE, withName: 'white', use: 'text', description: 'text on white' };
  }
  return { ...known, with: partner?.hex ?? WHITE, withName: known.with };
}
