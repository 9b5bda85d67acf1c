import { Link } from 'react-router';

/** "← See all podcasts": the way back to a details page's list. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="mb-4 inline-flex min-h-10 items-center gap-1 text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
    >
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
