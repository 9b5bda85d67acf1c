/**
 * Content in the reader's language (issue 21, decision 011): `localized` lays a record's `hi` (the Hindi of its text
 * fields, same names and shape) over the English for a customer who chose हिं, field by field, so a missing or
 * empty Hindi field shows the English; `missingHindi` names the fields still without Hindi. No zod here: the web's
 * first load imports this.
 */

/**
 * `item` with its `hi` fields laid over the English ones when `language` is 'hi'; `item` itself otherwise.
 * Strings: the Hindi when it is non-empty. Arrays: item by item, objects paired by their `code` when they have
 * one (packages), otherwise by position. Objects: field by field, only fields the English has.
 */
export function localized<T extends { hi?: unknown }>(item: T, language: string): T {
  if (language !== 'hi' || item.hi === undefined) return item;
  return overlay(item, item.hi) as T;
}

function overlay(english: unknown, hindi: unknown): unknown {
  if (typeof english === 'string') return typeof hindi === 'string' && hindi.trim() ? hindi : english;
  if (Array.isArray(english))
    return Array.isArray(hindi) ? english.map((line: unknown, i) => overlay(line, partnerOf(line, hindi, i))) : english;
  if (!isRecord(english) || !isRecord(hindi)) return english;
  const merged = { ...english };
  for (const key in hindi) if (key in english && key !== 'hi') merged[key] = overlay(english[key], hindi[key]);
  return merged;
}

/** The Hindi item beside English item `line` at `index`: by `code` when the items have one. */
function partnerOf(line: unknown, hindi: unknown[], index: number): unknown {
  if (isRecord(line) && typeof line.code === 'string') {
    return hindi.find((candidate) => isRecord(candidate) && candidate.code === line.code);
  }
  return hindi[index];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields of `english` (a row's English text fields, in `hi`'s shape) that have no Hindi in `hindi`: for the
 * admin console's "Hindi missing" and the seed's completeness test. A list counts as missing when any filled
 * English line lacks its Hindi line.
 */
export function missingHindi(english: Record<string, unknown>, hindi: unknown): string[] {
  const translated = isRecord(hindi) ? hindi : {};
  return Object.keys(english).filter((key) => lacks(english[key], translated[key]));
}

function lacks(english: unknown, hindi: unknown): boolean {
  if (typeof english === 'string') return english.trim() !== '' && !(typeof hindi === 'string' && hindi.trim() !== '');
  if (Array.isArray(english)) {
    const lines = Array.isArray(hindi) ? hindi : [];
    return english.some((line: unknown, index) => lacks(line, partnerOf(line, lines, index)));
  }
  if (isRecord(english)) {
    const fields = isRecord(hindi) ? hindi : {};
    return Object.keys(english).some((key) => key !== 'code' && lacks(english[key], fields[key]));
  }
  return false;
}
