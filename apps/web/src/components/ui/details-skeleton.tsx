import { Skeleton } from './skeleton';

type DetailsSkeletonProps = {
  /** The test id of the placeholder block. */
  testId: string;
  /** Tailwind height of the main column's block: taller for pages with more to read. */
  mainHeight?: string;
};

/** Placeholders in the shape of a details page: picture, title and text, the main column and the booking panel. */
export function DetailsSkeleton({ testId, mainHeight = 'h-48' }: DetailsSkeletonProps) {
  return (
    <div className="flex flex-col gap-6" aria-hidden="true" data-testid={testId}>
      <div className="grid gap-4 md:grid-cols-5 md:gap-8">
        <Skeleton className="aspect-square w-full rounded-2xl md:col-span-2" />
        <div className="flex flex-col gap-3 md:col-span-3">
          <Skeleton className="h-8 w-4/5" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-6 w-1/3" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className={`${mainHeight} w-full lg:col-span-2`} />
        <Skeleton className="h-64 w-full" />
      </div>
    </div>
  );
}
