/**
 * Every recharge and bill service as an icon with its name: four to a row on
 * a 360 px phone, more as the screen widens, so all of them are in view
 * without sideways scrolling. Each is a link to its own query
 * (`?recharge-type=<slug>&active-id=<id>` on the same path, /recharge or
 * /mobile, replacing the history entry); the one open below is marked
 * `aria-current="page"`.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RechargeService } from '@seva/contracts';
import { cn } from '@/lib/format';
import { useServiceName } from '../hooks/use-service-name';
import { rechargeQuery } from '../links';
import { ServiceIcon } from './service-icon';

type ServiceGridProps = {
  services: RechargeService[];
  selected: RechargeService;
};

/** The services as a grid of links, the selected one highlighted and `aria-current`. */
export function ServiceGrid({ services, selected }: ServiceGridProps) {
  const { t } = useTranslation('recharge');
  const serviceName = useServiceName();
  return (
    <nav aria-label={t('page.tabsLabel')}>
      <ul className="grid grid-cols-4 gap-x-1 gap-y-2 sm:grid-cols-6 lg:grid-cols-9">
        {services.map((service) => {
          const current = service.service_id === selected.service_id;
          return (
            <li key={service.service_id}>
              <Link
                to={{ search: `?${rechargeQuery(service).toString()}` }}
                replace
                preventScrollReset
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'group flex h-full flex-col items-center gap-1.5 rounded-xl px-1 py-2 text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                  current ? 'bg-primary-50 ring-1 ring-primary' : 'hover:bg-gray-50',
                )}
              >
                <span
                  className={cn(
                    'grid size-11 place-items-center rounded-full transition-colors',
                    current ? 'bg-primary text-white' : 'bg-primary-50 text-primary-dark group-hover:bg-primary-100',
                  )}
                >
                  <ServiceIcon slug={service.slug} className="size-6" />
                </span>
                <span
                  className={cn(
                    'text-xs leading-tight sm:text-sm',
                    current ? 'font-semibold text-primary-dark' : 'font-medium text-gray-800',
                  )}
                >
                  {serviceName(service)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
