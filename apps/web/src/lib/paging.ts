/** Paged lists whose page lives in the address (`?page=2`). */

/** The page number in a `?page=` value: 1 when absent or not a whole number from 1. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** How many pages `total` items fill at `pageSize` a page; 1 for none. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
