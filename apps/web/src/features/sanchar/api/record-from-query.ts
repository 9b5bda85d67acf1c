/** The record a details page names by `?id=` (SPEC §2 query-string routes). */
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { RECORD_ID_PATTERN } from '@seva/contracts';
import { ApiError } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';

/**
 * Loads the record of the page's `?id=` (cached under `queryKey(id)`, read
 * with `fetchRecord(id)`; off for an id that is not 24 hex) and says whether
 * it is known not to exist: a malformed id, or the server's 404.
 */
export function useRecordFromQuery<T extends { hi?: unknown }>(
  queryKey: (id: string) => QueryKey,
  fetchRecord: (id: string) => Promise<T>,
) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = RECORD_ID_PATTERN.test(id);
  const select = useLocalized().one<T>;
  const record = useQuery({ queryKey: queryKey(id), queryFn: () => fetchRecord(id), enabled: valid, select });
  const notFound = !valid || (record.isError && record.error instanceof ApiError && record.error.status === 404);
  return { id, valid, record, notFound };
}
