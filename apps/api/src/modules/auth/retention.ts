/**
 * The security logs' retention (issue 24; the privacy policy's section 5):
 * one-time password records, wrong tries, password reset links and wrong
 * passwords are kept RETENTION.securityLogsYears (DPDP Rules 2025 r.6(1)(e)),
 * then deleted by the daily pass (plugins/jobs.ts). The send and try limits
 * look back an hour or a day, so they never need a row this old.
 */
import { lt } from 'drizzle-orm';
import { RETENTION } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { otpCodes, otpFailures, passwordFailures, passwordResets } from './tables.js';

/** Deletes the security log rows made before `now` less RETENTION.securityLogsYears; answers how many went. */
export async function purgeSecurityLogs(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - RETENTION.securityLogsYears);
  const deleted = await Promise.all([
    db.delete(otpCodes).where(lt(otpCodes.createdAt, before)).returning({ id: otpCodes.id }),
    db.delete(otpFailures).where(lt(otpFailures.createdAt, before)).returning({ id: otpFailures.id }),
    db.delete(passwordResets).where(lt(passwordResets.createdAt, before)).returning({ id: passwordResets.id }),
    db.delete(passwordFailures).where(lt(passwordFailures.createdAt, before)).returning({ id: passwordFailures.id }),
  ]);
  return deleted.reduce((sum, rows) => sum + rows.length, 0);
}
