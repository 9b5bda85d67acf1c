/**
 * The yatra editor's values and their validation, which is the request schema
 * itself (adminYatraCreateBodySchema): the form keeps inclusions and
 * exclusions as one line each in a text box and turns them into the request
 * body. The picture is uploaded apart, so it is never in the body.
 */
import {
  adminYatraCreateBodySchema,
  type AdminYatra,
  type AdminYatraDay,
  type AdminYatraHindi,
  type YatraPricing,
  z,
} from '@seva/contracts';
import { lines, linesPath } from '../../shared/form/lines';

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
  itinerary: AdminYatraDay[];
  /** One inclusion per line. */
  inclusions: string;
  /** One exclusion per line. */
  exclusions: string;
  /** Per traveller, rupees. */
  pricing: YatraPricing;
  sortOrder: number;
  active: boolean;
  /** The yatra's Hindi (decision 011), sent back as it came so saving the English keeps it. */
  hi: AdminYatraHindi;
};

const bodyOf = (values: YatraFormValues) => ({
  ...values,
  inclusions: lines(values.inclusions),
  exclusions: lines(values.exclusions),
});

/** Validates the editor's values with the request schema and answers the request body (without the picture). */
export const yatraFormSchema = z
  .custom<YatraFormValues>()
  .superRefine((values, ctx) => {
    for (const issue of adminYatraCreateBodySchema.safeParse(bodyOf(values)).error?.issues ?? []) {
      const path = linesPath(issue.path, ['inclusions', 'exclusions']);
      ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
  })
  .transform((values) => {
    const { image: _image, ...body } = adminYatraCreateBodySchema.parse(bodyOf(values));
    return body;
  });
export type YatraFormOutput = z.output<typeof yatraFormSchema>;

/** A new itinerary row after `previous` (the `count`-th row so far): the next day number, empty otherwise. */
export function newDay(previous: AdminYatraDay | undefined, count: number): AdminYatraDay {
  const day = previous && Number.isInteger(previous.day) ? previous.day + 1 : count + 1;
  return { day, title: '', details: '', overnight: '' };
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
      hi: {},
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
    itinerary: yatra.itinerary.map(({ day, title, details, overnight }) => ({ day, title, details, overnight })),
    inclusions: yatra.inclusions.join('\n'),
    exclusions: yatra.exclusions.join('\n'),
    pricing: { ...yatra.pricing },
    sortOrder: yatra.sortOrder,
    active: yatra.active,
    hi: yatra.hi,
  };
}
