// Apart from phone.ts and its number rules: the web's header shows a masked mobile on every page
// and must not download zod and libphonenumber for it.

/** Masks a mobile for display: six X then digits 7 to 10 (SPEC §2). */
export function maskMobile(mobile: string): string {
  return `XXXXXX${mobile.slice(6, 10)}`;
}
