/** A Milan Sathi review queue's query (ID verifications, profile reports), kept in the URL by useListParams. */
import { useListParams } from '../../shared/hooks/use-list-params';

const PAGE_SIZE = 20;

/** The queue's statuses, the one it opens on first. */
type Statuses<Status extends string> = readonly [Status, ...Status[]];

export type Queue<Status extends string> = {
  statuses: Statuses<Status>;
  /** What to ask the server for. */
  query: { status: Status; page: number; pageSize: number };
  set: ReturnType<typeof useListParams>['set'];
};

/** The queue's query from the URL: the status when it is one of `statuses`, else the first; the page; 20 a page. */
export function useQueueQuery<Status extends string>(statuses: Statuses<Status>): Queue<Status> {
  const { get, page, set } = useListParams();
  const status = statuses.find((value) => value === get('status')) ?? statuses[0];
  return { statuses, query: { status, page, pageSize: PAGE_SIZE }, set };
}
