/**
 * What one module contributes to a customer's "Download my data" ZIP (issue
 * 24, DPDP Act 2023): each module's service.ts answers an ExportPart for a
 * customer, and modules/data-export puts the parts together. Belongs to no
 * domain, so every module can name it without importing another.
 */

/** One module's share of a customer's export. */
export interface ExportPart {
  /** JSON files of the ZIP: file name (e.g. `orders.json`) → the value written into it. */
  json: Record<string, unknown>;
  /** The customer's own uploads: path under `uploads/` (e.g. `milan-photos/<file>.webp`) → its bytes. */
  uploads?: Record<string, Buffer>;
}

/** `row` without the fields named in `keys` (internal columns an export leaves out). */
export function withoutFields<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Omit<T, K> {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
}
