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

/**
 * How each token is used (index.css's comment): the brand colour for shapes on white, primary and primary-dark
 * for text and for filled buttons with white text, the light tints as backgrounds under primary text. A token not
 * named here is judged as text on white.
 */
export function usualPairing(token: ColourToken, tokens: readonly ColourToken[]): Pairing {
  const primary = tokens.find((t) => t.name === 'primary');
  if (token.name === 'brand') {
    return { with: WHITE, withName: 'white', use: 'ui', description: 'shapes, borders and focus rings on white' };
  }
  if (/-(50|100|200)$/.test(token.name) && primary) {
    return { with: primary.hex, withName: 'primary', use: 'text', description: 'background under primary text' };
  }
  return { with: WHITE, withName: 'white', use: 'text', description: 'text on white, or white text on it' };
}
