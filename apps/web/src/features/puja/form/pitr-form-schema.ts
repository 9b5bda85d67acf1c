/**
 * The pitr paksha form's rules: each field is checked by the contract's own
 * schema for that field (bookPitraPujaPaypalBodySchema, the same rules on
 * both payment paths), so the form and the server cannot drift apart. The
 * messages are the contract's English texts; pitrErrorKey turns one into the
 * pitr.json key that says it in the interface language.
 */
import type { FieldPath } from 'react-hook-form';
import { bookPitraPujaPaypalBodySchema, type PujaDetails, type PujaPackageCode, z } from '@seva/contracts';
import en from '@/i18n/locales/en/pitr.json';
import { countryName } from '../countries';

const contract = bookPitraPujaPaypalBodySchema.shape;
const ancestorName = contract.ancestors.unwrap().element;

export const NAME_MAX = 80;
export const GOTRA_MAX = 40;
export const ANCESTOR_MAX = 60;
export const ANCESTORS_MAX = 10;

/** What the form holds: the country as its ISO code, one entry per ancestor input. */
export type PitrFormValues = {
  country: string;
  customerName: string;
  mobile: string;
  packageCode: string;
  date: string;
  gotra: string;
  ancestors: { name: string }[];
};

/** A valid form: the country's English name (as the server stores it) beside its code; empty ancestor inputs dropped. */
export type PitrFormOutput = {
  countryCode: string;
  country: string;
  customerName: string;
  mobile: string;
  packageCode: PujaPackageCode;
  date: string;
  gotra: string;
  ancestors: string[];
};

/** The first message `schema` gives for `value`, or undefined when it passes. */
function contractMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? '');
}

/** A string field the contract's `schema` checks (after `toContract`), failing with the contract's message. */
function checkedBy(schema: z.ZodType, toContract: (value: string) => unknown = (value) => value) {
  return z.string().superRefine((value, ctx) => {
    const message = contractMessage(schema, toContract(value));
    if (message !== undefined) ctx.addIssue({ code: 'custom', message });
  });
}

/** What people type around the digits of a phone number. */
const phoneSpacing = (mobile: string) => mobile.replace(/[\s().-]/g, '');

/** The schema for one ritual: only its packages and dates can be chosen. */
export function pitrFormSchema({ packages, dates }: Pick<PujaDetails, 'packages' | 'dates'>) {
  return z
    .object({
      country: checkedBy(contract.country, countryName),
      customerName: checkedBy(contract.customerName),
      // An empty box says "enter", as the contract does for a missing number; else its format rule.
      mobile: checkedBy(contract.mobile, (mobile) => (mobile.trim() === '' ? undefined : phoneSpacing(mobile))),
      packageCode: checkedBy(contract.packageCode).refine(
        (code) => packages.some((pkg) => pkg.code === code),
        contractMessage(contract.packageCode, ''),
      ),
      date: checkedBy(contract.date).refine((date) => dates.includes(date), contractMessage(contract.date, '')),
      gotra: checkedBy(contract.gotra),
      ancestors: z
        .array(
          z.object({
            name: z.string().superRefine((name, ctx) => {
              const message = name.trim() === '' ? undefined : contractMessage(ancestorName, name);
              if (message !== undefined) ctx.addIssue({ code: 'custom', message });
            }),
          }),
        )
        .max(ANCESTORS_MAX),
    })
    .transform((values): PitrFormOutput => ({
      countryCode: values.country,
      country: countryName(values.country),
      customerName: values.customerName.trim(),
      mobile: phoneSpacing(values.mobile.trim()),
      packageCode: values.packageCode as PujaPackageCode,
      date: values.date,
      gotra: values.gotra.trim(),
      ancestors: values.ancestors.map(({ name }) => name.trim()).filter(Boolean),
    }));
}

type ErrorKey = keyof typeof en.form.errors;
const KEY_OF_MESSAGE = new Map(Object.entries(en.form.errors).map(([key, text]) => [text, key as ErrorKey]));

/**
 * The pitr.json key saying the contract `message` ("Please enter your name."
 * → 'form.errors.customerName'); `fallback` for a message the bundle lacks
 * (zod's own wording, e.g. an ancestor's name of one letter). Undefined for no message.
 */
export function pitrErrorKey(message: string | undefined, fallback: ErrorKey): string | undefined {
  if (message === undefined) return undefined;
  return `form.errors.${KEY_OF_MESSAGE.get(message) ?? fallback}`;
}

/** Each field's key for a message the bundle lacks, and the `{ max }` its messages are shown with. */
const WORDING: Record<keyof PitrFormValues, { fallback: ErrorKey; max?: number }> = {
  country: { fallback: 'country' },
  customerName: { fallback: 'tooLong', max: NAME_MAX },
  mobile: { fallback: 'mobile' },
  packageCode: { fallback: 'package' },
  date: { fallback: 'date' },
  gotra: { fallback: 'tooLong', max: GOTRA_MAX },
  ancestors: { fallback: 'ancestor', max: ANCESTOR_MAX },
};

/**
 * How the error of form field `name` reads: the pitr.json key of its contract
 * `message` (see pitrErrorKey) and the `{ max }` to show it with. An
 * ancestor's name (`ancestors.2.name`) reads as the ancestors' field.
 */
export function pitrFieldError(
  name: FieldPath<PitrFormValues>,
  message: string | undefined,
): { key: string | undefined; max?: number } {
  const { fallback, max } = WORDING[name.split('.')[0] as keyof PitrFormValues];
  return { key: pitrErrorKey(message, fallback), max };
}
