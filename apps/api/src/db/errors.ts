/**
 * Database errors the modules turn into answers a person understands.
 * Works for node-postgres and PGlite, whose errors Drizzle wraps as `cause`.
 */

/**
 * The unique constraint a failed write broke (`customers_mobile_key`, …), ''
 * when the driver did not name it, or undefined when `error` is not a
 * unique violation (SQLSTATE 23505).
 */
export function violatedConstraint(error: unknown): string | undefined {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  for (const c of candidates) {
    const pgError = c as { code?: unknown; constraint?: unknown } | null;
    if (pgError?.code === '23505') return typeof pgError.constraint === 'string' ? pgError.constraint : '';
  }
  return undefined;
}

/** True when `error` is a unique violation (of `constraint`, when given). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const violated = violatedConstraint(error);
  return violated !== undefined && (constraint === undefined || violated === constraint);
}

/**
 * True when `error` is a foreign-key violation (SQLSTATE 23503): e.g. a
 * DELETE of a row other rows still point to.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((c) => (c as { code?: unknown } | null)?.code === '23503');
}
