/** `%text%` for LIKE / ILIKE, with `\`, `%` and `_` escaped so a search for `50%` or `a_b` matches literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
