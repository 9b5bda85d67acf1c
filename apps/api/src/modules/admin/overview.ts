/**
 * The console's overview (GET /api/admin/overview): how many records wait in
 * each queue of the caller's areas. Each count is one indexed statement of
 * the module owning the queue, read through its service.ts; the queues an
 * admin does not hold are never read.
 */
import {
  ADMIN_QUEUES,
  ADMIN_QUEUE_AREAS,
  holdsArea,
  type AdminArea,
  type AdminQueue,
  type AdminQueueCount,
} from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { countNewConsultancyRequests } from '../consultancy/service.js';
import { countOpenReports, countPendingVerifications } from '../milan/service.js';
import { countUnconfirmedRefunds } from '../payments/service.js';
import { countOpenPitrBookings, countOpenPujaBookings } from '../puja/service.js';
import { countOpenComplaints, countPendingRecharges } from '../recharge/service.js';
import { countOrdersToShip } from '../shop/service.js';
import { countOpenYatraBookings } from '../yatra/service.js';

const COUNT_OF: Record<AdminQueue, (db: Db) => Promise<number>> = {
  ordersToShip: countOrdersToShip,
  refundsUnconfirmed: countUnconfirmedRefunds,
  pujaBookingsOpen: countOpenPujaBookings,
  pitrBookingsOpen: countOpenPitrBookings,
  yatraBookingsOpen: countOpenYatraBookings,
  rechargesPending: countPendingRecharges,
  rechargeComplaintsOpen: countOpenComplaints,
  consultancyNew: countNewConsultancyRequests,
  milanVerifications: countPendingVerifications,
  milanReports: countOpenReports,
};

/** The queues of an admin holding `areas` (super: all), in ADMIN_QUEUES order, each with its count. */
export async function adminOverview(db: Db, areas: readonly AdminArea[]): Promise<AdminQueueCount[]> {
  const queues = ADMIN_QUEUES.filter((queue) => holdsArea(areas, ADMIN_QUEUE_AREAS[queue]));
  const counts = await Promise.all(queues.map((queue) => COUNT_OF[queue](db)));
  return queues.map((queue, i) => ({ queue, area: ADMIN_QUEUE_AREAS[queue], count: counts[i] ?? 0 }));
}
