import { cn } from '@/lib/format';

/** A grey placeholder block for content that is loading. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-gray-200', className)} />;
}
