/**
 * WCAG 2.2 contrast (success criteria 1.4.3 and 1.4.11): relative luminance of sRGB colours and the ratio
 * between two of them, from 1 (same colour) to 21 (black on white).
 */

/** The red, green and blue channels (0–255) of a `#rgb` or `#rrggbb` colour; throws on anything else. */
export function parseHex(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`not a hex colour: ${hex}`);
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of a hex colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two hex colours (order does not matter), 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * What a pairing is used for: body text needs 4.5:1 (AA), large text and UI shapes (borders, focus rings) 3:1, and
 * decoration (a border that identifies nothing) none.
 */
export type ContrastUse = 'text' | 'ui' | 'decorative';

export const AA_MINIMUM: Record<ContrastUse, number> = { text: 4.5, ui: 3, decorative: 0 };

/** A ratio as WCAG writes it, rounded down to one decimal so 4.49 never reads as a passing 4.5: "5.3:1". */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}
