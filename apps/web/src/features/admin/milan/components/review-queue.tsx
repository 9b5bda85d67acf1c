/**
 * A Milan Sathi review queue page (ID verifications, profile reports): its
 * title and count, a status filter that opens on the queue's first status
 * (kept out of the URL; the others go in `?status=`), and the paged table.
 * The strings live under the queue's `prefix` of the admin strings:
 * `.title`, `.count`, `.statusFilter`, `.status.<status>`, `.loadFailed`,
 * `.empty.<status>` and `.emptyBody`.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PagedResults } from '@seva/contracts';
import { SelectField } from '@/components/ui';
import { FilterBar } from '../../shared/components/filter-bar';
import { ListHeader } from '../../shared/components/list-header';
import { PagedList } from '../../shared/components/paged-list';
import type { Queue } from '../hooks/use-queue-query';

type ReviewQueueProps<Status extends string, Item> = {
  prefix: 'milan.reports' | 'milan.verifications';
  queue: Queue<Status>;
  list: UseQueryResult<PagedResults<Item>>;
  /** The table of one page. */
  table: (results: Item[]) => ReactNode;
  /** The open item's dialog, if any. */
  children?: ReactNode;
};

export function ReviewQueue<Status extends string, Item>(props: ReviewQueueProps<Status, Item>) {
  const { prefix, queue, list, table, children } = props;
  const { t } = useTranslation('admin');
  const q = (key: string, values?: Record<string, unknown>) => t(`${prefix}.${key}`, values);
  const { statuses, query, set } = queue;

  return (
    <section className="flex flex-col gap-4">
      <ListHeader title={q('title')} count={list.data ? q('count', { count: list.data.total }) : undefined} />
      <FilterBar>
        <SelectField
          label={q('statusFilter')}
          value={query.status}
          onChange={(event) => set({ status: event.target.value === statuses[0] ? '' : event.target.value })}
          containerClassName="w-full sm:max-w-[12rem]"
        >
          {statuses.map((status) => (
            <option key={status} value={status}>
              {q(`status.${status}`)}
            </option>
          ))}
        </SelectField>
      </FilterBar>
      <PagedList
        list={list}
        page={query.page}
        pageSize={query.pageSize}
        onPage={(next) => set({ page: next })}
        texts={{
          loadFailed: q('loadFailed'),
          emptyTitle: q(`empty.${query.status}`),
          emptyBody: q('emptyBody'),
          noMatchTitle: '',
          noMatchBody: '',
          clearFilters: '',
        }}
      >
        {table}
      </PagedList>
      {children}
    </section>
  );
}
