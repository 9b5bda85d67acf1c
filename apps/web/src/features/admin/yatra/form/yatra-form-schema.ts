/**
 * The yatra editor's values and their validation, which is the request schema
 * itself (adminYatraCreateBodySchema): the form keeps inclusions and
 * exclusions as one line each in a text box and turns them into the request
 * body; each text has its Hindi beside it (`hi.<field>`, and on each itinerary
 * day `titleHi`, `detailsHi`, `overnightHi`, so a day and its Hindi are added
 * and removed together). The picture is uploaded apart, so it is never in the body.
 */
import { adminYatraCreateBodySchema, type AdminYatra, type AdminYatraDay, type YatraPricing, z } from '@seva/contracts';
import { hindiBody, hindiFormValues, type HindiFormValues } from '../../shared/form/hindi-form';
import { lines, linesPath } from '../../shared/form/lines';

/** One itinerary day with its texts in Hindi beside the English. */
export type YatraDayFormValues = AdminYatraDay & { titleHi: string; detailsHi: string; overnightHi: string };

export type YatraFormValues = {
  name: string;
  /** '' makes it from the name. */
  slug: string;
  region: string;
  startCity: string;
  endCity: string;
  days: number;
  nights: number;
  description: string;
  itinerary: YatraDayFormValues[];
  /** One inclusion per line. */
  inclusions: string;
  /** One exclusion per line. */
  exclusions: string;
  /** Per traveller, rupees. */
  pricing: YatraPricing;
  sortOrder: number;
  active: boolean;
  /** The Hindi of the text fields (HINDI_FIELDS); the days' Hindi is on the days. */
  hi: HindiFormValues;
};

/** The fields edited in Hindi beside the English; the lists (one line each) among them. */
const HINDI_FIELDS = ['name', 'region', 'startCity', 'endCity', 'description', 'inclusions', 'exclusions'] as const;
const LIST_FIELDS = ['inclusions', 'exclusions'] as const;
/** A day's Hindi field for each of its English text fields. */
const DAY_HINDI = { title: 'titleHi', details: 'detailsHi', overnight: 'overnightHi' } as const;

const bodyOf = (values: YatraFormValues) => ({
  ...values,
  itinerary: values.itinerary.map(({ titleHi: _t, detailsHi: _d, overnightHi: _o, ...day }) => day),
  inclusions: lines(values.inclusions),
  exclusions: lines(values.exclusions),
  hi: {
    ...hindiBody(values.hi, LIST_FIELDS),
    itinerary: values.itinerary.map((day) => ({
      title: day.titleHi.trim(),
      details: day.detailsHi.trim(),
      overnight: day.overnightHi.trim(),
    })),
  },
});

const isDayText = (key: PropertyKey | undefined): key is keyof typeof DAY_HINDI =>
  typeof key === 'string' && key in DAY_HINDI;

/** A list line's error belongs to its text box, a day's Hindi text's to that day's Hindi input. */
function formPath(path: PropertyKey[]): PropertyKey[] {
  const [root, field, index, key] = path;
  if (root === 'hi' && field === 'itinerary' && typeof index === 'number' && isDayText(key))
    return ['itinerary', index, DAY_HINDI[key]];
  return linesPath(path, LIST_FIELDS);
}

/** Validates the editor's values with the request schema and answers the request body (without the picture). */
export const yatraFormSchema = z
  .custom<YatraFormValues>()
  .superRefine((values, ctx) => {
    for (const issue of adminYatraCreateBodySchema.safeParse(bodyOf(values)).error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: formPath(issue.path) });
    }
  })
  .transform((values) => {
    const { image: _image, ...body } = adminYatraCreateBodySchema.parse(bodyOf(values));
    return body;
  });
export type YatraFormOutput = z.output<typeof yatraFormSchema>;

/** A new itinerary row after `previous` (the `count`-th row so far): the next day number, empty otherwise. */
export function newDay(previous: AdminYatraDay | undefined, count: number): YatraDayFormValues {
  const day = previous && Number.isInteger(previous.day) ? previous.day + 1 : count + 1;
  return { day, title: '', details: '', overnight: '', titleHi: '', detailsHi: '', overnightHi: '' };
}

/** The editor's starting values: the yatra's own, or an empty 2-day tour. */
export function toFormValues(yatra: AdminYatra | undefined): YatraFormValues {
  if (!yatra)
    return {
      name: '',
      slug: '',
      region: '',
      startCity: '',
      endCity: '',
      days: 2,
      nights: 1,
      description: '',
      itinerary: [newDay(undefined, 0), newDay(undefined, 1)],
      inclusions: '',
      exclusions: '',
      pricing: { single: Number.NaN, double: Number.NaN, triple: Number.NaN, child: Number.NaN },
      sortOrder: 0,
      active: true,
      hi: hindiFormValues(undefined, HINDI_FIELDS),
    };
  return {
    name: yatra.name,
    slug: yatra.slug,
    region: yatra.region,
    startCity: yatra.startCity,
    endCity: yatra.endCity,
    days: yatra.days,
    nights: yatra.nights,
    description: yatra.description,
    itinerary: yatra.itinerary.map(({ day, title, details, overnight }, index) => {
      const hindi = yatra.hi.itinerary?.[index];
      return {
        day,
        title,
        details,
        overnight,
        titleHi: hindi?.title ?? '',
        detailsHi: hindi?.details ?? '',
        overnightHi: hindi?.overnight ?? '',
      };
    }),
    inclusions: yatra.inclusions.join('\n'),
    exclusions: yatra.exclusions.join('\n'),
    pricing: { ...yatra.pricing },
    sortOrder: yatra.sortOrder,
    active: yatra.active,
    hi: hindiFormValues(yatra.hi, HINDI_FIELDS),
  };
}
