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
  packages: AdminPujaPackage[];
  scheduleMode: ScheduleMode;
  weekday: number;
  everyDays: number;
  fixedDates: { date: string }[];
  sortOrder: number;
  active: boolean;
};

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
  return { ...fields, benefits: lines(values.benefits), deliverables: lines(values.deliverables) };
}

/** A fixed date's error belongs to its own input. */
const formPath = (path: PropertyKey[]): PropertyKey[] =>
  path[0] === 'fixedDates' && typeof path[1] === 'number' ? ['fixedDates', path[1], 'date'] : path;

/** Validates the editor's values with the request schema and answers the request body (without the picture). */
export const pujaFormSchema = z
  .custom<PujaFormValues>()
  .superRefine((values, ctx) => {
    const body = bodySchema.safeParse(bodyOf(values));
    const schedule = scheduleSchemas[values.scheduleMode].safeParse(scheduleOf(values));
    for (const issue of [...(body.error?.issues ?? []), ...(schedule.error?.issues ?? [])]) {
      const path = formPath(linesPath(issue.path, ['benefits', 'deliverables']));
      ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
  })
  .transform((values) => ({
    ...bodySchema.parse(bodyOf(values)),
    schedule: scheduleSchemas[values.scheduleMode].parse(scheduleOf(values)),
  }));
export type PujaFormOutput = z.output<typeof pujaFormSchema>;

/** A new package row: the first type not yet offered. */
export function newPackage(taken: readonly string[]): AdminPujaPackage {
  const code = (['individual', 'couple', 'family', 'group'] as const).find((c) => !taken.includes(c)) ?? 'group';
  const persons = { individual: 1, couple: 2, family: 6, group: 10 }[code];
  return { code, name: '', persons, price: Number.NaN, priceUsd: Number.NaN };
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
      persons,
      price,
      priceUsd,
    })),
    sortOrder: puja.sortOrder,
    active: puja.active,
  };
}
