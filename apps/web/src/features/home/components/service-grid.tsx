/**
 * A grid of service cards: one column on a 360 px phone, two from the small
 * breakpoint, up to four on a desktop. Each card is a single link named by
 * the service's title (its description is the link's description), so a
 * screen reader announces "Book a Puja, link" rather than the whole card.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/format';
import type { Service } from '../services';
import { Icon } from './icon';

export const cardLinkClasses =
  'group flex h-full gap-4 rounded-xl border border-primary-100 bg-white p-4 shadow-sm transition hover:border-primary-200 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

function ServiceCard({ service }: { service: Service }) {
  const { t } = useTranslation('home');
  const titleId = useId();
  const descriptionId = useId();
  return (
    <li>
      <Link
        to={service.to}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className={cn(cardLinkClasses, 'sm:flex-col sm:gap-3')}
      >
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-primary-50 text-primary transition-colors group-hover:bg-primary group-hover:text-white">
          <Icon name={service.icon} />
        </span>
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-gray-900 group-hover:text-primary-dark">
            {t(`services.items.${service.key}.title`)}
          </h3>
          <p id={descriptionId} className="mt-1 text-sm text-gray-600">
            {t(`services.items.${service.key}.description`)}
          </p>
        </div>
      </Link>
    </li>
  );
}

export function ServiceGrid({ services }: { services: readonly Service[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
      {services.map((service) => (
        <ServiceCard key={service.key} service={service} />
      ))}
    </ul>
  );
}
