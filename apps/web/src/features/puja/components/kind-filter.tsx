import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PUJA_KINDS, type PujaKind } from '@seva/contracts';
import { cn } from '@/lib/format';
import { pujaListPath } from '../links';

const chipClass =
  'inline-flex min-h-10 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * All / Pujas / Pitr Paksha as links, so the URL (?kind=) holds the filter; `selected` undefined is All. The
 * search in effect (`search`) stays as the kind changes.
 */
export function KindFilter({ selected, search }: { selected: PujaKind | undefined; search: string }) {
  const { t } = useTranslation('puja');
  const chips: Array<PujaKind | undefined> = [undefined, ...PUJA_KINDS];
  return (
    <nav aria-label={t('list.filterLabel')}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((kind) => {
          const active = kind === selected;
          return (
            <li key={kind ?? 'all'}>
              <Link
                to={pujaListPath(kind, search)}
                replace
                aria-current={active ? 'true' : undefined}
                className={cn(
                  chipClass,
                  active
                    ? 'border-primary bg-primary text-white'
                    : 'border-gray-300 bg-white text-gray-700 hover:border-primary hover:text-primary',
                )}
              >
                {t(`list.kinds.${kind ?? 'all'}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
