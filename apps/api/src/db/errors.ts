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
