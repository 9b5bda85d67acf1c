/** Links inside the puja pages (query-string routes of SPEC §2). */
import type { PujaKind } from '@seva/contracts';
import { paths } from '@/config/paths';

/** The puja list's query string: kind=<kind>&q=<search>, each only when set. */
export function pujaListParams(kind?: PujaKind, search = ''): URLSearchParams {
  const params = new URLSearchParams();
  if (kind) params.set('kind', kind);
  if (search) params.set('q', search);
  return params;
}

/** /puja?kind=<kind>&q=<search> (pujaListParams): /puja for every puja. */
export function pujaListPath(kind?: PujaKind, search = ''): string {
  const query = pujaListParams(kind, search).toString();
  return query ? `${paths.puja.root}?${query}` : paths.puja.root;
}

/** /puja/puja-details?id=<id> */
export const pujaDetailsPath = (id: string) => `${paths.puja.details}?id=${encodeURIComponent(id)}`;

/** /puja/puja-details/book-puja?id=<id>, with the package and date chosen on the details page when there are. */
export function bookPujaPath(id: string, chosen: { packageCode?: string; date?: string } = {}): string {
  const params = new URLSearchParams({ id });
  if (chosen.packageCode) params.set('package', chosen.packageCode);
  if (chosen.date) params.set('date', chosen.date);
  return `${paths.puja.book}?${params.toString()}`;
}
