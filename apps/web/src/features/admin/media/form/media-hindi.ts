/**
 * What of a Sanchar record is edited in Hindi beside the English (issue 21, decision 011): the translatable fields
 * of each kind (the API's *_HINDI_FIELDS in modules/media/shapes.ts; a category's name has its Hindi in `nameHi`)
 * and the editor's label of each, which "Hindi missing" names.
 */

export const VIDEO_HINDI_FIELDS = ['title', 'description'] as const;
export const PODCAST_HINDI_FIELDS = ['title', 'description', 'speaker'] as const;
export const LIVE_HINDI_FIELDS = ['title', 'description', 'location', 'schedule'] as const;
/** A category's or sub-category's `hi`; its name's Hindi is the `nameHi` field. */
export const CATEGORY_HINDI_FIELDS = ['description'] as const;

const LABELS: Record<string, string> = {
  name: 'content.fields.name',
  title: 'content.fields.title',
  description: 'content.fields.description',
  speaker: 'content.fields.speaker',
  location: 'content.live.location',
  schedule: 'content.live.schedule',
};

/** The admin string key of a translatable field's label (the field's name when it has none). */
export const mediaFieldLabel = (field: string): string => LABELS[field] ?? field;
