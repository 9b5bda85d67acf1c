/**
 * The recharge highlight: the four mobile operators, the DTH providers and
 * the bill categories Seva pays, then one link into the recharge flow.
 * Brand names are plain text rather than logos so nothing is fetched.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { DTH_PROVIDERS, OPERATORS } from '../services';
import { Icon } from './icon';

function BrandList({ label, names }: { label: string; names: readonly string[] }) {
  return (
    <div className="px-3 py-2">
      <p className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{label}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {names.map((name) => (
          <li
            key={name}
            className="rounded-full border border-primary-100 bg-primary-50 px-3 py-1 text-sm font-medium text-gray-800"
          >
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function RechargeCard() {
  const { t } = useTranslation('home');
  return (
    <div className="flex flex-col rounded-xl border border-primary-100 bg-white p-2 shadow-sm md:col-span-2 lg:col-span-1">
      <h3 className="flex items-center gap-2 px-3 pt-3 pb-1 font-semibold text-gray-900">
        <Icon name="phone" className="size-5 text-primary" />
        {t('highlights.recharge.title')}
      </h3>
      <p className="px-3 text-sm text-gray-600">{t('highlights.recharge.intro')}</p>
      <BrandList
        label={t('highlights.recharge.mobile')}
        names={OPERATORS.map((key) => t(`highlights.recharge.operators.${key}`))}
      />
      <BrandList
        label={t('highlights.recharge.dth')}
        names={DTH_PROVIDERS.map((key) => t(`highlights.recharge.dthProviders.${key}`))}
      />
      <div className="px-3 py-2">
        <p className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{t('highlights.recharge.bills')}</p>
        <p className="mt-1 text-sm text-gray-700">{t('highlights.recharge.billList')}</p>
      </div>
      <div className="mt-auto px-3 pt-2 pb-3">
        <Link to={paths.recharge} className={buttonClasses('primary', 'md', 'w-full')}>
          {t('highlights.recharge.cta')}
        </Link>
      </div>
    </div>
  );
}
