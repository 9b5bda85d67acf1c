/**
 * The home page's first screen: every service as an icon with a short label,
 * three to a row on a 360 px phone (all nine above the fold), five from the
 * small breakpoint and all nine in one row on a desktop. Each tile is one
 * link named by its label.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Service } from '../services';
import { Icon } from './icon';

function ServiceTile({ service }: { service: Service }) {
  const { t } = useTranslation('home');
  return (
    <li>
      <Link
        to={service.to}
        className="group flex h-full flex-col items-center gap-2 rounded-xl px-1 py-2 text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <span className="grid size-14 place-items-center rounded-2xl bg-primary-50 text-primary-dark ring-1 ring-primary-100 transition-colors group-hover:bg-primary-100 sm:size-16">
          <Icon name={service.icon} className="size-7" />
        </span>
        <span className="text-sm leading-tight font-medium text-gray-900 group-hover:text-primary-dark">
          {t(`services.items.${service.key}`)}
        </span>
      </Link>
    </li>
  );
}

/** The services as an icon grid, under a heading for screen readers (the icons speak for themselves on screen). */
export function ServiceGrid({ services }: { services: readonly Service[] }) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-services-title" className="mt-4">
      <h2 id="home-services-title" className="sr-only">
        {t('services.title')}
      </h2>
      <ul className="grid grid-cols-3 gap-x-2 gap-y-3 sm:grid-cols-5 lg:grid-cols-9">
        {services.map((service) => (
          <ServiceTile key={service.key} service={service} />
        ))}
      </ul>
    </section>
  );
}
