/**
 * Display helpers of Milan Sathi: heights in feet and inches beside the
 * centimetres the API speaks, guna scores (half points happen) and what a
 * koota's score says, the name others see, and photos in gallery order.
 */
import type { KootaKey, ProfilePhoto } from '@seva/contracts';

const CM_PER_INCH = 2.54;

/** "5′ 4″" for a height in whole centimetres (rounded to the nearest inch). */
export function feetInches(cm: number): string {
  const inches = Math.round(cm / CM_PER_INCH);
  return `${Math.floor(inches / 12)}′ ${inches % 12}″`;
}

/** "5′ 4″ (163 cm)": how Indian families say a height, with the centimetres the profile stores. */
export function heightLabel(cm: number): string {
  return `${feetInches(cm)} (${cm} cm)`;
}

/**
 * The heights a filter offers, in centimetres, one per inch from `min` to
 * `max` cm (the contract's HEIGHT_CM range), plus `keep` when a shared link
 * carries a value between two inches, so the select can still show it.
 */
export function heightOptions(min: number, max: number, keep?: number): number[] {
  const options = new Set<number>();
  for (let inches = Math.ceil(min / CM_PER_INCH); Math.round(inches * CM_PER_INCH) <= max; inches += 1) {
    options.add(Math.round(inches * CM_PER_INCH));
  }
  if (keep !== undefined && keep >= min && keep <= max) options.add(keep);
  return [...options].sort((a, b) => a - b);
}

/** "24" or "27.5": a guna total or koota's points, with a half point when there is one. */
export function gunaPoints(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(1);
}

/** How a koota scored: none or little (`low`), part (`medium`), all of its points (`full`). */
export type KootaBand = 'low' | 'medium' | 'full';

/** Kootas the engine scores all or nothing (varna 0/1, bhakoot 0/7, nadi 0/8): they have no middle band. */
const ALL_OR_NOTHING: ReadonlySet<KootaKey> = new Set(['varna', 'bhakoot', 'nadi']);

/**
 * The band of `points` of `max` for koota `key`, which picks its plain-language meaning
 * (milan i18n `kundli.scoreMeanings.<key>.<band>`): every point `full`; half or more `medium`
 * (e.g. gana 5/6 Deva–Manushya, tara 1.5/3 one way favourable, yoni 2/4 neutral), less `low`.
 * An all-or-nothing koota has no `medium`: half or more reads as `full`.
 */
export function kootaBand(key: KootaKey, points: number, max: number): KootaBand {
  if (points >= max) return 'full';
  const half = max > 0 && points / max >= 0.5;
  if (ALL_OR_NOTHING.has(key)) return half ? 'full' : 'low';
  return half ? 'medium' : 'low';
}

/** "Asha V." for another member (the API sends the surname's initial), the whole name for the owner. */
export function profileName(profile: { firstName: string; lastName: string }): string {
  return [profile.firstName, profile.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** The photos with the primary one first, the rest in the order the member arranged them. */
export function galleryOrder(photos: ProfilePhoto[]): ProfilePhoto[] {
  return [...photos.filter((photo) => photo.isPrimary), ...photos.filter((photo) => !photo.isPrimary)];
}
