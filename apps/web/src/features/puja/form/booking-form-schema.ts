/**
 * The booking form's rules: the form half of bookPujaBodySchema (contracts),
 * with the package's own name count, and messages that are puja.json keys so
 * they read in the customer's language (shown with `{ max }` of their field).
 * The server checks the same again.
 */
import { z } from '@seva/contracts';
import type { PujaDetails, PujaPackageCode } from '@seva/contracts';
import { isCountryCode } from '../countries';

export const NAME_MAX = 60;
export const GOTRA_MAX = 40;
export const SANKALP_MAX = 300;

const FIELD_MAX: Partial<Record<string, number>> = { gotra: GOTRA_MAX, sankalp: SANKALP_MAX };

/** The `{ max }` the messages of field `name` are shown with: its longest text (every name's NAME_MAX), none for a choice. */
export const fieldMax = (name: string): number | undefined =>
  name.startsWith('devotees.') ? NAME_MAX : FIELD_MAX[name];

/** What the form holds: the country paid from as its ISO code, one string per name input, and '' for "No prasad delivery". */
export type BookingFormValues = {
  country: string;
  packageCode: string;
  date: string;
  devotees: string[];
  gotra: string;
  sankalp: string;
  prasadAddressId: string;
};

/**
 * What a valid form gives: the country paid from (it decides card or PayPal;
 * the server is not sent it), and the names the package takes (trimmed,
 * empty ones dropped).
 */
export type BookingFormOutput = {
  countryCode: string;
  packageCode: PujaPackageCode;
  date: string;
  devotees: string[];
  gotra: string;
  sankalp: string;
  addressId?: string;
};

/** The schema for one puja: its packages and dates are the only choices. */
export function bookingFormSchema({ packages, dates }: Pick<PujaDetails, 'packages' | 'dates'>) {
  return z
    .object({
      country: z.string().refine(isCountryCode, 'book.errors.country'),
      packageCode: z.string(),
      date: z.string().refine((date) => dates.includes(date), 'book.errors.date'),
      devotees: z.array(z.string()),
      gotra: z.string().trim().max(GOTRA_MAX, 'book.errors.gotraLong'),
      sankalp: z.string().trim().max(SANKALP_MAX, 'book.errors.sankalpLong'),
      prasadAddressId: z.string(),
    })
    .transform((values, ctx): BookingFormOutput => {
      const chosen = packages.find((pkg) => pkg.code === values.packageCode);
      if (!chosen) {
        ctx.addIssue({ code: 'custom', path: ['packageCode'], message: 'book.errors.package' });
        return z.NEVER;
      }
      // Only the inputs the package shows count: names typed for a bigger package are dropped.
      const names = values.devotees.slice(0, chosen.persons).map((name) => name.trim());
      let failed = false;
      const refuse = (index: number, message: string) => {
        ctx.addIssue({ code: 'custom', path: ['devotees', index], message });
        failed = true;
      };
      names.forEach((name, index) => {
        if (name !== '' && name.length < 2) refuse(index, 'book.errors.nameShort');
        else if (name.length > NAME_MAX) refuse(index, 'book.errors.nameLong');
      });
      if (!names.some(Boolean)) refuse(0, 'book.errors.noDevotee');
      if (failed) return z.NEVER;
      return {
        countryCode: values.country,
        packageCode: chosen.code,
        date: values.date,
        devotees: names.filter(Boolean),
        gotra: values.gotra,
        sankalp: values.sankalp,
        addressId: values.prasadAddressId || undefined,
      };
    });
}
