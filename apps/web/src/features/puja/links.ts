/** Links inside the puja pages (query-string routes of SPEC §2). */
import type { PujaKind } from '@seva/contracts';
import { paths } from '@/config/paths';

/** /puja?kind=<kind>, or /puja for all. */
export const pujaListPath = (kind?: PujaKind) => (kind ? `${paths.puja.root}?kind=${kind}` : paths.puja.root);

/** /puja/puja-details?id=<id> */
export const pujaDetailsPath = (id: string) => `${paths.puja.details}?id=${encodeURIComponent(id)}`;

/** /puja/puja-details/book-puja?id=<id>, with the package and date chosen on the details page when there are. */
export function bookPujaPath(id: string, chosen: { packageCode?: string; date?: string } = {}): string {
  const params = new URLSearchParams({ id });
  if (chosen.packageCode) params.set('package', chosen.packageCode);
  if (chosen.date) params.set('date', chosen.date);
  return `${paths.puja.book}?${params.toString()}`;
}
