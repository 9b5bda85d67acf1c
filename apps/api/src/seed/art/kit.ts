/**
 * What every seed drawing shares: the palette (saffron, brass, deep red, on the
 * theme's THEME_COLOUR) and small geometry helpers. A drawing is a function of
 * a tint (a CSS colour, the entry's hue) that answers SVG shapes, no document,
 * inside roughly (60, 30)–(340, 330) of a 400 × 400 box. Shapes only: no
 * text, no fonts, no ids, no external references, so any picture can embed
 * any drawing with a transform and the same input always gives the same bytes.
 */
import { THEME_COLOUR } from '@seva/contracts';

export type Draw = (tint: string) => string;

export const SAFFRON = THEME_COLOUR;
export const BRASS = '#F2A93B';
export const BRASS_DEEP = '#C9781C';
export const DARK = '#7A2E0B';
export const RED = '#C8102E';
export const FLAME = '#FFE9A8';
export const LEAF = '#3F8A3A';
export const STONE = '#3A3A48';
export const CREAM = '#FFF4E2';
export const SKY_BLUE = '#2F5DA8';
export const WATER = '#4A90C2';
export const SNOW = '#F4F7FA';

/** `count` circles of radius `r` evenly spaced on an ellipse, starting at the top; rounded so the output is stable. */
export function ring(cx: number, cy: number, rx: number, ry: number, count: number, r: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = (2 * Math.PI * i) / count;
    out += `<circle cx="${Math.round(cx + rx * Math.sin(a))}" cy="${Math.round(cy - ry * Math.cos(a))}" r="${r}"/>`;
  }
  return out;
}

/** A flame (teardrop pointing up) with its base centre at (x, y), `h` tall. */
export function flame(x: number, y: number, h: number, fill = FLAME): string {
  const w = Math.round(h * 0.36);
  return `<path d="M${x} ${y}c-${w}-${Math.round(h * 0.4)}-${Math.round(w * 0.5)}-${Math.round(h * 0.75)} 0-${h}c${Math.round(w * 0.5)} ${Math.round(h * 0.25)} ${w} ${Math.round(h * 0.6)} 0 ${h}z" fill="${fill}"/>`;
}

/** A crown (mukut) whose base is centred at (x, y), `w` wide: a brass cone with a red jewel. */
export function crown(x: number, y: number, w: number): string {
  const h = Math.round(w * 1.1);
  return (
    `<path d="M${x - w / 2} ${y}l${w * 0.12}-${h * 0.55}l${w * 0.38}-${h * 0.45}l${w * 0.38} ${h * 0.45}l${w * 0.12} ${h * 0.55}z" fill="${BRASS}" stroke="${BRASS_DEEP}" stroke-width="3"/>` +
    `<circle cx="${x}" cy="${y - Math.round(h * 0.35)}" r="${Math.max(3, Math.round(w * 0.09))}" fill="${RED}"/>`
  );
}

/** Small ripples of water: short curved strokes across (x0..x1) at height y. */
export function waves(x0: number, x1: number, y: number, stroke: string): string {
  let d = '';
  for (let x = x0; x < x1; x += 36) d += `M${x} ${y}q9-7 18 0t18 0`;
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="3" stroke-linecap="round"/>`;
}

/** A peacock feather (Krishna's) rising to the upper right from (x, y). */
export function peacockFeather(x: number, y: number): string {
  return (
    `<path d="M${x} ${y}c4-22 16-40 30-48" fill="none" stroke="${LEAF}" stroke-width="3"/>` +
    `<ellipse cx="${x + 32}" cy="${y - 50}" rx="13" ry="17" transform="rotate(40 ${x + 32} ${y - 50})" fill="#2E8B57"/>` +
    `<ellipse cx="${x + 32}" cy="${y - 50}" rx="7" ry="9" transform="rotate(40 ${x + 32} ${y - 50})" fill="${BRASS}"/>` +
    `<circle cx="${x + 32}" cy="${y - 50}" r="4" fill="#1F4E9C"/>`
  );
}

/** A three-leaved bilva sprig (Shiva's offering) with its stem at (x, y). */
export function bilva(x: number, y: number): string {
  return (
    `<g fill="${LEAF}">` +
    [-55, 0, 55]
      .map((a) => `<ellipse rx="8" ry="17" transform="translate(${x} ${y}) rotate(${a}) translate(0 -17)"/>`)
      .join('') +
    `</g>`
  );
}
