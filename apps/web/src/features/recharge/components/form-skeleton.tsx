import { Skeleton } from '@/components/ui';

/** The shape of a recharge form while its operators load. */
export function FormSkeleton() {
  return (
    <div data-testid="recharge-form-skeleton" className="flex flex-col gap-4">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="flex flex-col gap-1">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
      <Skeleton className="h-12 w-40" />
    </div>
  );
}

/** The service grid (its first rows) and a form, while the services load. */
export function PageSkeleton() {
  return (
    <div data-testid="recharge-skeleton" className="flex flex-col gap-4">
      <div className="grid grid-cols-4 gap-x-1 gap-y-2 rounded-2xl bg-white p-2 shadow-sm sm:grid-cols-6 sm:p-4 lg:grid-cols-9">
        {Array.from({ length: 12 }, (_, i) => (
          <div key={i} className="flex flex-col items-center gap-1.5 py-2">
            <Skeleton className="size-11 rounded-full" />
            <Skeleton className="h-3 w-14" />
          </div>
        ))}
      </div>
      <div className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <FormSkeleton />
      </div>
    </div>
  );
}
