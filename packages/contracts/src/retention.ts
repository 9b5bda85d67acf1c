/**
 * How long Seva keeps what, and how fast it answers a grievance (issue 24,
 * DPDP Act 2023). The privacy policy (apps/api/src/seed/pages/content/privacy.md
 * and its Hindi) quotes these numbers; a test reads the policy and fails when
 * they drift apart. Sources:
 * - financialRecordsYears: CGST Act 2017 s.36 keeps books and records 72
 *   months from the due date of the annual return for the year (31 December
 *   after the financial year ends, s.44), so a payment made on 1 April is kept
 *   for up to 6 years + 21 months ≈ 8 years; the Income-tax Act s.44AA / r.6F
 *   (6 years from the assessment year) fits inside it. Payments, refunds,
 *   invoices, orders and bookings are kept that long, with the name replaced.
 * - securityLogsYears: DPDP Rules 2025 r.6(1)(e) (logs of personal data
 *   processing kept one year) and CERT-In's directions of 28 April 2022 (180 days).
 * - grievanceAcknowledgeHours / grievanceResolveDays: IT (Intermediary
 *   Guidelines) Rules 2021 r.3(2)(a): acknowledge within 24 hours, dispose of
 *   within 15 days; well inside DPDP Rules 2025's 90-day outer limit
 *   (grievanceOuterLimitDays).
 * - exportFileDays: a "Download my data" file is kept this many days, then deleted.
 * - backupCopies: the backups kept by default (BACKUP_KEEP): an erased account
 *   leaves the last backup after this many backups have run.
 */
export const RETENTION = {
  financialRecordsYears: 8,
  securityLogsYears: 1,
  grievanceAcknowledgeHours: 24,
  grievanceResolveDays: 15,
  grievanceOuterLimitDays: 90,
  exportFileDays: 7,
  backupCopies: 7,
} as const;

/**
 * What an erased account's records show instead of the person (issue 24): the
 * name on the kept orders, bookings and invoices and on the customer row.
 */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';
