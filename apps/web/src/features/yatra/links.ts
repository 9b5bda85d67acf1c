/** Links inside the yatra pages (query-string routes of SPEC §2). */
import { paths } from '@/config/paths';

/** /yatra/yatra-details?id=<id> */
export const yatraDetailsPath = (id: string) => `${paths.yatra.details}?id=${encodeURIComponent(id)}`;

/** /yatra/yatra-details/book-yatra?id=<id>, with the departure chosen on the details page when there is one. */
export function bookYatraPath(id: string, departureId?: string): string {
  const params = new URLSearchParams({ id });
  if (departureId) params.set('departure', departureId);
  return `${paths.yatra.book}?${params.toString()}`;
}
