/**
 * What an audit row keeps of a record (issue 24): only the fields an action changed, as JSON values,
 * never a secret nor a whole document. Bookkeeping columns (updatedAt, createdAt, statusTimes,
 * searchText…) and anything named like a password, hash, token, secret or OTP are left out, so a row
 * never holds them; a text longer than LONG_TEXT characters (a page's content, a description) is
 * compared in full but kept as "[N characters]".
 */
export type AuditFields = Record<string, unknown>;

/** Keys never kept: secrets, and columns that change with every write and say nothing of the act. */
const NEVER_KEPT = /password|hash|token|secret|otp|^(updatedAt|createdAt|statusTimes|searchText|searchVector)$/i;

/** `value` as JSON keeps it: a Date as its ISO string, a bigint as a number, undefined as absent. */
function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Texts longer than this are kept as their length only. */
export const LONG_TEXT = 200;

/** `value` as a row keeps it: a long text as "[N characters]", in arrays and objects too. */
function kept(value: unknown): unknown {
  if (typeof value === 'string') return value.length > LONG_TEXT ? `[${value.length} characters]` : value;
  if (Array.isArray(value)) return value.map(kept);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, kept(inner)]));
  return value;
}

/** The never-kept keys of `row` dropped and, when `keys` is given, only those; values as JSON, in full. */
function comparable(row: object, keys?: readonly string[]): AuditFields {
  const entries = Object.entries(row).filter(
    ([key, value]) => value !== undefined && !NEVER_KEPT.test(key) && (!keys || keys.includes(key)),
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, jsonValue(value)]));
}

/**
 * The fields of `row` named by `keys` (or all of its keys), as JSON values, without the never-kept
 * ones: what a creation's `after` or a removal's `before` shows.
 */
export function auditFields(row: object, keys?: readonly string[]): AuditFields {
  return kept(comparable(row, keys)) as AuditFields;
}

/**
 * The fields that differ between `before` and `after` (compared as JSON), each side with its own
 * value (null for a field the other side lacks); null when nothing kept changed. `keys` limits the
 * comparison to those fields (e.g. to leave a long description's text out).
 */
export function diffFields(
  before: object,
  after: object,
  keys?: readonly string[],
): { before: AuditFields; after: AuditFields } | null {
  const was = comparable(before, keys);
  const is = comparable(after, keys);
  const changed = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter((key) => !same(was[key], is[key]));
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((key) => [key, kept(was[key] ?? null)])),
    after: Object.fromEntries(changed.map((key) => [key, kept(is[key] ?? null)])),
  };
}
