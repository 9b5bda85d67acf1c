/**
 * "Why Seva": the four promises that answer the complaints devotees have
 * about online pujas and recharges (unverified temples, unsafe payments,
 * money deducted with nothing delivered, nobody to call). Links to the
 * refund policy and about pages back the claims up.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Icon, type IconName } from './icon';
import { HomeSection } from './home-section';

const PROMISES: ReadonlyArray<{ key: string; icon: IconName }> = [
  { key: 'verified', icon: 'shield' },
  { key: 'payments', icon: 'lock' },
  { key: 'refunds', icon: 'refund' },
  { key: 'support', icon: 'headset' },
];

const linkClasses =
  'font-semibold text-primary-dark underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

export function TrustStrip() {
  const { t } = useTranslation('home');
  return (
    <HomeSection title={t('trust.title')} intro={t('trust.intro')}>
      <div className="rounded-2xl bg-primary-50 p-4 sm:p-6">
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {PROMISES.map(({ key, icon }) => (
            <li key={key} className="flex gap-3">
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-primary shadow-sm">
                <Icon name={icon} />
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold text-gray-900">{t(`trust.items.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-gray-700">{t(`trust.items.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 border-t border-primary-100 pt-4 text-sm">
          <Link to={paths.refund} className={linkClasses}>
            {t('trust.refundPolicy')}
          </Link>
          <Link to={paths.about} className={linkClasses}>
            {t('trust.aboutUs')}
          </Link>
        </p>
      </div>
    </HomeSection>
  );
}
