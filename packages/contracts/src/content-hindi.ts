/**
 * The schemas of content in Hindi beside the English (issue 21, decision 011): a content row carries `hi`, an
 * object with the Hindi of its translatable fields under the same names and in the same shape, every field
 * optional. Laying it over the English is `localized` (localized.ts, free of zod so the web's first load stays
 * small).
 */
import { z } from './zod.js';

/** One Hindi text of at most `max` characters; '' means "not translated yet". */
export const hindiText = (max: number) =>
  z.string().trim().max(max, `The Hindi text can have at most ${max} characters.`);

/** Hindi lines of a list (benefits, inclusions…), aligned by position with the English lines. */
export const hindiLines = (maxLines: number) => z.array(hindiText(200)).max(maxLines);
