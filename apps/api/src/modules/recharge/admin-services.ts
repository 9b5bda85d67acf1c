/**
 * The recharge services in the admin console: every catalogue entry with its
 * switch, and switching one on or off. The switch is a row of
 * recharge_service_settings (absent = on), written with an upsert so two
 * admins flipping the same service at once leave the last word standing.
 */
import { httpErrors } from '@fastify/sensible';
import { HIDDEN_RECHARGE_SERVICE_IDS, type AdminRechargeService } from '@seva/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AdminActor } from '../../lib/admin-route.js';
import { recordChange } from '../audit/service.js';
import { SERVICES, serviceById, type RechargeService } from '../../providers/recharge/catalogue/services.js';
import { serviceSettings, type ServiceSetting } from './services-enabled.js';
import { rechargeServiceSettings } from './tables.js';

export const SERVICE_NOT_FOUND = 'This recharge service does not exist.';

const hidden: readonly number[] = HIDDEN_RECHARGE_SERVICE_IDS;

function toAdminService(service: RechargeService, setting: ServiceSetting | undefined): AdminRechargeService {
  return {
    ...service,
    enabled: setting?.enabled ?? true,
    hiddenOnWeb: hidden.includes(service.service_id),
    updatedAt: setting?.updatedAt.toISOString() ?? null,
  };
}

/** Every service of the catalogue, in catalogue order, with its switch. */
export async function listAdminRechargeServices(db: Db): Promise<AdminRechargeService[]> {
  const settings = await serviceSettings(db);
  return SERVICES.map((service) => toAdminService(service, settings.get(service.service_id)));
}

/**
 * Switches service `serviceId` on or off by `actor` (a real switch goes on the audit log in its
 * transaction, 'recharge-service.update'); the service as it now stands. Throws 404 for an id not in
 * the catalogue.
 */
export async function setRechargeServiceEnabled(
  db: Db,
  actor: AdminActor,
  serviceId: number,
  enabled: boolean,
): Promise<AdminRechargeService> {
  const service = serviceById(serviceId);
  if (!service) throw httpErrors.notFound(SERVICE_NOT_FOUND);
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const [was] = await tx
      .select({ enabled: rechargeServiceSettings.enabled })
      .from(rechargeServiceSettings)
      .where(eq(rechargeServiceSettings.serviceId, serviceId))
      .for('update');
    const [saved] = await tx
      .insert(rechargeServiceSettings)
      .values({ serviceId, enabled, updatedAt: now })
      .onConflictDoUpdate({ target: rechargeServiceSettings.serviceId, set: { enabled, updatedAt: now } })
      .returning();
    const entry = { action: 'recharge-service.update', targetId: String(serviceId), detail: service.name } as const;
    await recordChange(tx, actor, entry, { enabled: was?.enabled ?? true }, { enabled });
    return saved;
  });
  return toAdminService(service, row);
}
