/**
 * Which recharge services are offered now: the aggregator's catalogue
 * (SERVICES) minus those an admin switched off. A service with no row in
 * recharge_service_settings is on, so a new catalogue entry is offered
 * without anyone touching the console.
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { SERVICES, serviceById, type RechargeService } from '../../providers/recharge/catalogue/services.js';
import { rechargeServiceSettings } from './tables.js';

/** The admin's switch for a service: on or off, and when it last changed. */
export interface ServiceSetting {
  enabled: boolean;
  updatedAt: Date;
}

/** Every switch an admin ever set, by service id (a service absent from the map is on). */
export async function serviceSettings(db: Db | Tx): Promise<Map<number, ServiceSetting>> {
  const rows = await db.select().from(rechargeServiceSettings);
  return new Map(rows.map((row) => [row.serviceId, { enabled: row.enabled, updatedAt: row.updatedAt }]));
}

/** The services customers may see and order, in catalogue order (ids 30 and 31 included when on; the web hides them). */
export async function enabledServices(db: Db | Tx): Promise<RechargeService[]> {
  const settings = await serviceSettings(db);
  return SERVICES.filter((service) => settings.get(service.service_id)?.enabled !== false);
}

/** True when `serviceId` is in the catalogue and not switched off. */
export async function isServiceEnabled(db: Db | Tx, serviceId: number): Promise<boolean> {
  if (!serviceById(serviceId)) return false;
  const [row] = await db
    .select({ enabled: rechargeServiceSettings.enabled })
    .from(rechargeServiceSettings)
    .where(eq(rechargeServiceSettings.serviceId, serviceId))
    .limit(1);
  return row?.enabled !== false;
}
