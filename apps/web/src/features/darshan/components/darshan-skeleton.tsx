import { Skeleton } from '@/components/ui';

/** The page's shape while the day loads: temple chips, then a panel with a large and four small pictures. */
export function DarshanSkeleton() {
  return (
    <div aria-hidden="true" data-testid="darshan-skeleton" className="flex flex-col gap-5">
      <div className="flex gap-2 overflow-hidden">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-32 shrink-0 rounded-full" />
        ))}
      </div>
      <div className="rounded-2xl bg-white p-4 ring-1 ring-gray-100 sm:p-6">
        <Skeleton className="h-7 w-1/2" />
        <Skeleton className="mt-2 h-4 w-2/3" />
        <Skeleton className="mt-5 h-5 w-1/3" />
        <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
          <Skeleton className="col-span-2 aspect-[4/3] w-full rounded-xl sm:row-span-2" />
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="aspect-[4/3] w-full rounded-xl" />
          ))}
        </div>
      </div>
    </div>
  );
}
