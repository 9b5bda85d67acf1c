/**
 * Admin areas (DESIGN: Data; issue 17 finding 4): an admin holds one or more
 * areas, and every /api/admin route names the one it needs. `super` reaches
 * every area; the audit log of admin actions is admin-audit.ts.
 */
import { z } from './zod.js';

export const ADMIN_AREAS = ['shop', 'bookings', 'recharge', 'content', 'milan-safety', 'super'] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];
export const adminAreaSchema = z.enum(ADMIN_AREAS);

/** Whether an admin holding `held` may work in `area`: they hold it, or `super`. */
export const holdsArea = (held: readonly AdminArea[], area: AdminArea): boolean =>
  held.includes(area) || held.includes('super');

/** The 403 message of an /api/admin route outside the signed-in admin's areas. */
export const notYourAreaMessage = (area: AdminArea) =>
  `This part of the console belongs to the ${area} admin area, which you do not hold.`;
