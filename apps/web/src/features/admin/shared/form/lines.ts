/**
 * A list the editor keeps one entry a line in a text box (a puja's benefits,
 * a yatra's inclusions): the form holds the text, the request the list.
 */

/** The list in `text`: each line trimmed, empty lines left out. */
export function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * Where an issue shows in the form: an issue on one entry of a list in `fields` shows under its text box, and so
 * does one on a line of the same list's Hindi (`hi.benefits.2` under `hi.benefits`).
 */
export function linesPath(path: PropertyKey[], fields: readonly string[]): PropertyKey[] {
  const [field, hindiField] = path;
  if (field === 'hi' && typeof hindiField === 'string' && fields.includes(hindiField)) return ['hi', hindiField];
  return typeof field === 'string' && fields.includes(field) ? [field] : path;
}
