import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/format';
import { SancharSearchForm } from './search-form';

const SECTIONS = [
  { key: 'podcast', to: paths.sanchar.podcast },
  { key: 'video', to: paths.sanchar.video },
  { key: 'live', to: paths.sanchar.live },
  { key: 'news', to: paths.sanchar.news },
] as const;

/** A Sanchar list page's h1 and subtitle, with links to the other Sanchar sections and the search field. */
export function SancharHeader({ title, subtitle }: { title: string; subtitle: string }) {
  const { t } = useTranslation('sanchar');
  return (
    <header className="mb-5">
      <nav aria-label={t('nav.label')} className="-mx-4 mb-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-1 text-sm font-medium">
          {SECTIONS.map((section) => (
            <li key={section.key}>
              <NavLink
                to={section.to}
                end
                className={({ isActive }) =>
                  cn(
                    'inline-flex min-h-10 items-center rounded-lg px-3 whitespace-nowrap focus-visible:outline-2 focus-visible:outline-primary',
                    isActive ? 'bg-primary-50 text-primary' : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900',
                  )
                }
              >
                {t(`nav.${section.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <SancharSearchForm />
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-sm text-gray-600 sm:text-base">{subtitle}</p>
    </header>
  );
}
