import { cn } from '@/lib/format';

type StatusBadgeProps<S extends string> = {
  status: S;
  /** Tailwind background and text classes for every status. */
  colours: Record<S, string>;
  /** The status in the reader's words. */
  label: string;
};

/** A coloured pill saying where something stands (a booking's status), coloured by the caller's map. */
export function StatusBadge<S extends string>({ status, colours, label }: StatusBadgeProps<S>) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        colours[status],
      )}
    >
      {label}
    </span>
  );
}
