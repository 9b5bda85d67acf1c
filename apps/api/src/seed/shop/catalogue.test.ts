/**
 * Checks the demo catalogue data (prices in paise, stock, categories); the product SVGs are
 * checked by seed/pictures.test.ts. Pure data: no app or database needed.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE_CATEGORIES } from './categories.js';
import { CATALOGUE_PRODUCTS } from './products.js';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('catalogue data', () => {
  it('has at least 6 categories and 40 products', () => {
    expect(CATALOGUE_CATEGORIES.length).toBeGreaterThanOrEqual(6);
    expect(CATALOGUE_PRODUCTS.length).toBeGreaterThanOrEqual(40);
  });

  it('puts at least 6 products in every category, and only in known categories', () => {
    const slugs = new Set<string>(CATALOGUE_CATEGORIES.map((c) => c.slug));
    for (const p of CATALOGUE_PRODUCTS) expect(slugs, p.slug).toContain(p.category);
    for (const c of CATALOGUE_CATEGORIES) {
      expect(CATALOGUE_PRODUCTS.filter((p) => p.category === c.slug).length, c.slug).toBeGreaterThanOrEqual(6);
    }
  });

  it('uses unique kebab-case slugs', () => {
    const all = [...CATALOGUE_CATEGORIES.map((c) => c.slug), ...CATALOGUE_PRODUCTS.map((p) => p.slug)];
    expect(new Set(all).size).toBe(all.length);
    for (const slug of all) expect(slug).toMatch(KEBAB);
  });

  it('prices in positive integer paise with the MRP never below the price', () => {
    for (const p of CATALOGUE_PRODUCTS) {
      expect(Number.isInteger(p.pricePaise) && p.pricePaise > 0, p.slug).toBe(true);
      expect(Number.isInteger(p.mrpPaise), p.slug).toBe(true);
      expect(p.mrpPaise, p.slug).toBeGreaterThanOrEqual(p.pricePaise);
    }
  });

  it('keeps stock a non-negative integer, with at least one product out of stock', () => {
    for (const p of CATALOGUE_PRODUCTS) expect(Number.isInteger(p.stock) && p.stock >= 0, p.slug).toBe(true);
    expect(CATALOGUE_PRODUCTS.some((p) => p.stock === 0)).toBe(true);
  });

  it('describes every product in at least 60 characters', () => {
    for (const p of CATALOGUE_PRODUCTS) expect(p.description.length, p.slug).toBeGreaterThanOrEqual(60);
  });
});
