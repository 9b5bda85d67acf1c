/**
 * Milan Sathi profiles: saving one (PUT /api/users/:id with `matrimony`, and
 * the demo seed; reading a member is shared/members.ts). A profile is keyed
 * by the customer's id (one person, one account); the name, mobile and
 * e-mail stay on the customer. The moon sign for the kundli and the Mangal
 * dosha are computed on save from the birth date, time and place (null
 * without time or place: "not computable", never a rejection — DOMAIN: Milan
 * Sathi). Profiles saved before the Manglik column keep null there until
 * their owner saves again: there is no upkeep job for the moon sign to reuse.
 */
import { httpErrors } from '@fastify/sensible';
import type { z } from 'zod';
import { MESSAGES, type BirthPlaceKey, type MilanProfileFields, type userUpdateBodySchema } from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import { updateOwnProfile, type Actor, type VerificationMailer } from '../../customers/service.js';
import { manglikAtBirth, moonSign } from '../kundli/index.js';
import { milanProfiles, type MilanProfileRow } from '../tables.js';
import { withReason } from '../../../plugins/errors.js';
import { forgetSearchMemory } from '../search/search-memory.js';
import { findProfile, type Executor } from '../shared/members.js';

/** PUT /api/users/:id after validation: the customer details plus the optional matrimony profile. */
export type UserUpdate = z.output<typeof userUpdateBodySchema>;

/** The moon sign columns of a profile: both null unless birth time and place are known. */
export interface MoonColumns {
  moonRashi: number | null;
  moonNakshatra: number | null;
}

/** True when `date` (YYYY-MM-DD) is a real calendar day (the contract's Date.parse lets 30 February through). */
function isCalendarDate(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(y, m - 1, d));
  return parsed.getUTCFullYear() === y && parsed.getUTCMonth() === m - 1 && parsed.getUTCDate() === d;
}

/**
 * The Moon's rashi (0–11) and nakshatra (0–26) at the birth, from the kundli
 * engine (sidereal, Lahiri); both null when the birth time or place is missing.
 */
export function moonColumnsOf(
  fields: Pick<MilanProfileFields, 'dateOfBirth' | 'birthTime' | 'birthPlace'>,
): MoonColumns {
  if (!fields.birthTime || !fields.birthPlace) return { moonRashi: null, moonNakshatra: null };
  const moon = moonSign({
    date: fields.dateOfBirth,
    time: fields.birthTime,
    place: fields.birthPlace as BirthPlaceKey,
  });
  return { moonRashi: moon.rashi, moonNakshatra: moon.nakshatra };
}

/** The birth chart columns of a profile: the moon sign, and `manglik` (null likewise without birth time and place). */
export interface BirthChartColumns extends MoonColumns {
  manglik: boolean | null;
}

/**
 * The moon sign (moonColumnsOf) and the Mangal dosha (kundli/manglik.ts: Mars
 * in house 1, 2, 4, 7, 8 or 12 from the lagna, less the own-sign and exaltation
 * cancellation) at the birth; all null when the birth time or place is missing.
 * Throws RangeError on an impossible date or time (the contract checks both).
 */
export function birthChartColumnsOf(
  fields: Pick<MilanProfileFields, 'dateOfBirth' | 'birthTime' | 'birthPlace'>,
): BirthChartColumns {
  const moon = moonColumnsOf(fields);
  if (!fields.birthTime || !fields.birthPlace) return { ...moon, manglik: null };
  const { manglik } = manglikAtBirth({
    date: fields.dateOfBirth,
    time: fields.birthTime,
    place: fields.birthPlace as BirthPlaceKey,
  });
  return { ...moon, manglik };
}

/**
 * Creates or replaces the Milan Sathi profile of customer `customerId` with
 * `fields` (already validated by milanProfileFieldsSchema), with the moon
 * sign and Mangal dosha computed from the birth details. Keeps what the member does not edit
 * (created-at, boost, suspension). The customer's own gender is the caller's
 * to set (PUT /api/users/:id does it through the customers module; the seed
 * creates the customer with it). Throws 400 when the date of birth is not a
 * real day. Used by PUT /api/users/:id and the demo seed.
 */
export async function saveMilanProfile(
  db: Executor,
  customerId: string,
  fields: MilanProfileFields,
  now = new Date(),
): Promise<MilanProfileRow> {
  if (!isCalendarDate(fields.dateOfBirth)) throw httpErrors.badRequest(MESSAGES.invalidDateOfBirth);
  const values = { ...fields, ...birthChartColumnsOf(fields), updatedAt: now };
  const [row] = await db
    .insert(milanProfiles)
    .values({ customerId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: milanProfiles.customerId, set: values })
    .returning();
  if (!row) throw new Error(`the profile of ${customerId} was not saved`);
  forgetSearchMemory(db); // what the search filters read may have changed
  return row;
}

/**
 * PUT /api/users/:id: the caller's own record only (403 before any read).
 * Updates the customer details through the customers module (a new e-mail
 * gets a verification link; a taken one is 409), taking the gender from
 * `matrimony` when present, then creates or replaces the profile.
 */
export async function updateUserAndProfile(
  db: Db,
  mailer: VerificationMailer,
  actor: Actor,
  id: string,
  body: UserUpdate,
  now = new Date(),
): Promise<void> {
  if (id !== actor.id) throw httpErrors.forbidden(MESSAGES.forbidden);
  const { matrimony, ...details } = body;
  if (matrimony && !isCalendarDate(matrimony.dateOfBirth)) {
    throw httpErrors.badRequest(MESSAGES.invalidDateOfBirth);
  }
  await updateOwnProfile(db, mailer, actor, id, { ...details, gender: matrimony?.gender ?? details.gender });
  if (matrimony) await saveMilanProfile(db, id, matrimony, now);
}

/** The own profile for a write that needs one: 404 'profile_required' without it. */
export async function requireOwnProfile(db: Executor, customerId: string): Promise<MilanProfileRow> {
  const row = await findProfile(db, customerId);
  if (!row) throw withReason(httpErrors.notFound(MESSAGES.profileRequired), 'profile_required');
  return row;
}

/** True while a profile boost runs at `now`. */
export const isBoosted = (profile: Pick<MilanProfileRow, 'boostedUntil'>, now: Date) =>
  profile.boostedUntil !== null && profile.boostedUntil > now;
