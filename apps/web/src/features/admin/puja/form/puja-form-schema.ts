/**
 * The puja editor's values and their validation, which is the request schema
 * itself (adminPujaCreateBodySchema, with the schedule branch the editor
 * chose): the form keeps benefits and deliverables as one line each in a
 * text box and the schedule as a mode with its fields, and turns them into
 * the request body. The picture is uploaded apart, so it is never in the body.
 */
import {
  adminPujaCreateBodySchema,
  everyDaysScheduleSchema,
  fixedDatesScheduleSchema,
  weekdayScheduleSchema,
  type AdminPuja,
  type AdminPujaPackage,
  type PujaKind,
  z,
} from '@seva/contracts';
import { hindiBody, hindiFormValues, type HindiFormValues } from '../../shared/form/hindi-form';
import { lines, linesPath } from '../../shared/form/lines';

export const SCHEDULE_MODES = ['weekday', 'everyDays', 'fixedDates'] as const;
export type ScheduleMode = (typeof SCHEDULE_MODES)[number];

export type PujaFormValues = {
  name: string;
  kind: PujaKind;
  deity: string;
  temple: string;
  city: string;
  state: string;
  description: string;
  /** One benefit per line. */
  benefits: string;
  /** One line per thing the devotee receives. */
  deliverables: string;
  /** Each package with its name in Hindi beside the English. */
  packages: PujaPackageFormValues[];
  scheduleMode: ScheduleMode;
  weekday: number;
  everyDays: number;
  fixedDates: { date: string }[];
  sortOrder: number;
  active: boolean;
  /** The Hindi of the text fields (HINDI_FIELDS); package names are on the packages. */
  hi: HindiFormValues;
};

export type PujaPackageFormValues = AdminPujaPackage & { nameHi: string };

/** The fields edited in Hindi beside the English; the lists (one line each) among them. */
const HINDI_FIELDS = ['name', 'deity', 'temple', 'city', 'state', 'description', 'benefits', 'deliverables'] as const;
const LIST_FIELDS = ['benefits', 'deliverables'] as const;

const bodySchema = adminPujaCreateBodySchema.omit({ image: true, schedule: true });
const scheduleSchemas = {
  weekday: weekdayScheduleSchema,
  everyDays: everyDaysScheduleSchema,
  fixedDates: fixedDatesScheduleSchema,
} as const;

function scheduleOf(values: PujaFormValues) {
  if (values.scheduleMode === 'weekday') return { weekday: values.weekday };
  if (values.scheduleMode === 'everyDays') return { everyDays: values.everyDays };
  return { fixedDates: values.fixedDates.map((d) => d.date) };
}

function bodyOf(values: PujaFormValues) {
  const { scheduleMode: _mode, weekday: _w, everyDays: _e, fixedDates: _f, ...fields } = values;
  return {
    ...fields,
    benefits: lines(values.benefits),
    deliverables: lines(values.deliverables),
    packages: values.packages.map(({ nameHi: _hindi, ...pkg }) => pkg),
    hi: {
      ...hindiBody(values.hi, LIST_FIELDS),
      packages: values.packages.map((pkg) => ({ code: pkg.code, name: pkg.nameHi.trim() })),
    },
  };
}

/** A fixed date's error belongs to its own input, a Hindi package name's to the package's Hindi name. */
function formPath(path: PropertyKey[]): PropertyKey[] {
  if (path[0] === 'fixedDates' && typeof path[1] === 'number') return ['fixedDates', path[1], 'date'];
  if (path[0] === 'hi' && path[1] === 'packages' && typeof path[2] === 'number') return ['packages', path[2], 'nameHi'];
  return path;
}

/** Validates the editor's values with the request schema and answers the request body (without the picture). */
export const pujaFormSchema = z
  .custom<PujaFormValues>()
  .superRefine((values, ctx) => {
    const body = bodySchema.safeParse(bodyOf(values));
    const schedule = scheduleSchemas[values.scheduleMode].safeParse(scheduleOf(values));
    for (const issue of [...(body.error?.issues ?? []), ...(schedule.error?.issues ?? [])]) {
      const path = formPath(linesPath(issue.path, LIST_FIELDS));
      ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
  })
  .transform((values) => ({
    ...bodySchema.parse(bodyOf(values)),
    schedule: scheduleSchemas[values.scheduleMode].parse(scheduleOf(values)),
  }));
export type PujaFormOutput = z.output<typeof pujaFormSchema>;

/** A new package row: the first type not yet offered. */
export function newPackage(taken: readonly string[]): PujaPackageFormValues {
  const code = (['individual', 'couple', 'family', 'group'] as const).find((c) => !taken.includes(c)) ?? 'group';
  const persons = { individual: 1, couple: 2, family: 6, group: 10 }[code];
  return { code, name: '', nameHi: '', persons, price: Number.NaN, priceUsd: Number.NaN };
}

/** The editor's starting values: the puja's own, or an empty puja on Mondays with one package. */
export function toFormValues(puja: AdminPuja | undefined): PujaFormValues {
  const base = { weekday: 1, everyDays: 1, fixedDates: [] as { date: string }[] };
  if (!puja)
    return {
      ...base,
      name: '',
      kind: 'puja',
      deity: '',
      temple: '',
      city: '',
      state: '',
      description: '',
      benefits: '',
      deliverables: '',
      packages: [newPackage([])],
      scheduleMode: 'weekday',
      sortOrder: 0,
      active: true,
      hi: hindiFormValues(undefined, HINDI_FIELDS),
    };
  const { schedule } = puja;
  return {
    scheduleMode: 'fixedDates' in schedule ? 'fixedDates' : 'everyDays' in schedule ? 'everyDays' : 'weekday',
    weekday: 'weekday' in schedule ? schedule.weekday : base.weekday,
    everyDays: 'everyDays' in schedule ? schedule.everyDays : base.everyDays,
    fixedDates: 'fixedDates' in schedule ? schedule.fixedDates.map((date) => ({ date })) : base.fixedDates,
    name: puja.name,
    kind: puja.kind,
    deity: puja.deity,
    temple: puja.temple,
    city: puja.city,
    state: puja.state,
    description: puja.description,
    benefits: puja.benefits.join('\n'),
    deliverables: puja.deliverables.join('\n'),
    packages: puja.packages.map(({ code, name, persons, price, priceUsd }) => ({
      code,
      name,
      nameHi: puja.hi.packages?.find((p) => p.code === code)?.name ?? '',
      persons,
      price,
      priceUsd,
    })),
    sortOrder: puja.sortOrder,
    active: puja.active,
    hi: hindiFormValues(puja.hi, HINDI_FIELDS),
  };
}
