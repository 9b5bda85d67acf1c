/**
 * Checks the generated product SVGs (size, determinism, escaping) for every demo product.
 * Pure data: no app or database needed.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PRODUCTS } from '../shop/products.js';
import { productImageSvg } from './product-image.js';

describe('productImageSvg', () => {
  const diya = { name: 'Brass Diya', image: { motif: 'diya', hue: 30 } } as const;

  it('returns a small SVG document with the 400 × 400 viewBox, for every product', () => {
    for (const p of CATALOGUE_PRODUCTS) {
      const svg = productImageSvg(p);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain('viewBox="0 0 400 400"');
      expect(Buffer.byteLength(svg, 'utf8'), p.slug).toBeLessThan(4096);
      expect(svg).not.toMatch(/href|url\(/);
    }
  });

  it('is deterministic and differs between motifs', () => {
    expect(productImageSvg(diya)).toBe(productImageSvg({ ...diya, image: { ...diya.image } }));
    expect(productImageSvg(diya)).not.toBe(productImageSvg({ ...diya, image: { motif: 'bell', hue: 30 } }));
  });

  it('escapes the name it embeds', () => {
    const svg = productImageSvg({ name: `Ram & Sita <Murti> "Brass" 'Set'`, image: { motif: 'murti', hue: 10 } });
    expect(svg).toContain('Ram &amp; Sita &lt;Murti&gt; &quot;Brass&quot; &apos;Set&apos;');
    expect(svg).not.toContain('<Murti>');
    expect(svg).not.toContain('Ram & Sita');
  });
});
