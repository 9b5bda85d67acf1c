/**
 * What a reference customers quote looks like (db/columns.ts referenceColumn):
 * `SV-<kind>-<YY>-<NNNNNN>`, the year as in India today.
 */
export function referencePattern(kind: 'PJ' | 'PT' | 'YT' | 'OD' | 'RC'): RegExp {
  const year = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: '2-digit' }).format(new Date());
  return new RegExp(`^SV-${kind}-${year}-\\d{6}$`);
}
