/**
 * The content forms validate with the request schema itself: the form's own
 * values (text for numbers, India time for instants, a YouTube link…) are
 * turned into the request body, the body is parsed by the contracts schema,
 * and every issue is reported on the form field of the same name. The
 * output is the parsed body, ready to send.
 */
import { z } from '@seva/contracts';

/**
 * `choose` names the selects that must be chosen, with their message: an
 * empty one says so instead of the schema's "Invalid id." for ''.
 */
export function bodyFormSchema<Values, Body extends z.ZodType>(
  body: Body,
  toBody: (values: Values) => unknown,
  choose: Partial<Record<keyof Values & string, string>> = {},
) {
  return z.custom<Values>().transform((values, ctx): z.output<Body> => {
    const unchosen = Object.keys(choose).filter((field) => values[field as keyof Values] === '');
    for (const field of unchosen) {
      ctx.addIssue({ code: 'custom', message: choose[field as keyof Values & string] ?? '', path: [field] });
    }
    const parsed = body.safeParse(toBody(values));
    if (parsed.success && unchosen.length === 0) return parsed.data;
    for (const issue of parsed.error?.issues ?? []) {
      if (unchosen.includes(String(issue.path[0]))) continue;
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
}

/** '' for no number, else the number typed (NaN when it is not one, which the schema refuses). */
export function optionalNumber(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/** The messages of the selects a content form needs chosen. */
export const CHOOSE = {
  subCategory: 'Please choose a sub-category.',
  category: 'Please choose a category.',
  temple: 'Please choose a temple.',
} as const;
