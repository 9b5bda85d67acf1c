import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductCategory } from '@seva/contracts';
import { Skeleton } from '@/components/ui';
import { cn } from '@/lib/format';

type CategoryChipsProps = {
  categories: ProductCategory[];
  /** The selected category id; '' for All. */
  selected: string;
  /** The link for a chip (keeps the search text); '' means All. */
  hrefFor: (categoryId: string) => string;
  /** Categories still loading: placeholder chips after All. */
  loading?: boolean;
};

const chipClass =
  'inline-flex min-h-10 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** All + one chip per category; a sideways-scrolling row on phones. Links, so the URL holds the filter. */
export function CategoryChips({ categories, selected, hrefFor, loading = false }: CategoryChipsProps) {
  const { t } = useTranslation('shop');
  const chips = [{ _id: '', name: t('products.all') }, ...categories];
  return (
    <nav aria-label={t('products.categories')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        {chips.map((chip) => {
          const active = chip._id === selected;
          return (
            <li key={chip._id || 'all'}>
              <Link
                to={hrefFor(chip._id)}
                replace
                aria-current={active ? 'true' : undefined}
                className={cn(
                  chipClass,
                  active
                    ? 'border-primary bg-primary text-white'
                    : 'border-gray-300 bg-white text-gray-700 hover:border-primary hover:text-primary',
                )}
              >
                {chip.name}
              </Link>
            </li>
          );
        })}
        {loading &&
          Array.from({ length: 4 }, (_, i) => (
            <li key={`skeleton-${i}`} aria-hidden="true">
              <Skeleton className="h-10 w-28 rounded-full" />
            </li>
          ))}
      </ul>
    </nav>
  );
}
