/**
 * A record's Hindi as the console's editors hold it (issue 21, decision 011): the form keeps `hi.<field>` as one
 * string per English field, lists one line each like the English text boxes, and turns them into the request's
 * `hi` object. Hindi lines pair with the English ones by position, so both boxes drop blank lines the same way
 * (`lines`): the n-th Hindi line is the n-th English line's.
 */
import { lines } from './lines';

/** The editor's Hindi: a string per field name. */
export type HindiFormValues = Record<string, string>;

/** The editor's starting Hindi for `keys` from the record's `hi` (lists joined one a line). */
export function hindiFormValues(hi: object | undefined, keys: readonly string[]): HindiFormValues {
  const source = (hi ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    keys.map((key) => {
      const value = source[key];
      return [key, Array.isArray(value) ? value.join('\n') : typeof value === 'string' ? value : ''];
    }),
  );
}

/** The request's `hi` from the editor's Hindi: `lineKeys` become lists, other fields trimmed text. */
export function hindiBody(values: HindiFormValues, lineKeys: readonly string[]): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(values).map(([key, text]) => [key, lineKeys.includes(key) ? lines(text) : text.trim()]),
  );
}
