/**
 * "Popular with devotees": featured pujas and yatras with where and when,
 * plus the recharge card. Items link to the catalogue (the detail routes need
 * a catalogue id the home page does not have), and each link is named by the
 * item's title with the rest as its description.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { FEATURED_PUJAS, FEATURED_YATRAS } from '../services';
import { HomeSection } from './home-section';
import { Icon, type IconName } from './icon';
import { RechargeCard } from './recharge-card';

const itemClasses =
  'block rounded-lg px-3 py-3 transition-colors hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

function HighlightItem({ to, base }: { to: string; base: string }) {
  const { t } = useTranslation('home');
  const titleId = useId();
  const detailId = useId();
  return (
    <li>
      <Link to={to} aria-labelledby={titleId} aria-describedby={detailId} className={itemClasses}>
        <span id={titleId} className="block font-semibold text-gray-900">
          {t(`${base}.title`)}
        </span>
        <span id={detailId} className="block">
          <span className="mt-0.5 block text-xs font-medium text-primary-dark">{t(`${base}.meta`)}</span>
          <span className="mt-1 block text-sm text-gray-600">{t(`${base}.detail`)}</span>
        </span>
      </Link>
    </li>
  );
}

type HighlightListProps = {
  title: string;
  icon: IconName;
  to: string;
  seeAll: string;
  keys: readonly string[];
  base: string;
};

function HighlightList({ title, icon, to, seeAll, keys, base }: HighlightListProps) {
  return (
    <div className="flex flex-col rounded-xl border border-primary-100 bg-white p-2 shadow-sm">
      <h3 className="flex items-center gap-2 px-3 pt-3 pb-1 font-semibold text-gray-900">
        <Icon name={icon} className="size-5 text-primary" />
        {title}
      </h3>
      <ul className="divide-y divide-gray-100">
        {keys.map((key) => (
          <HighlightItem key={key} to={to} base={`${base}.${key}`} />
        ))}
      </ul>
      <Link
        to={to}
        className="mt-auto rounded-lg px-3 py-3 text-sm font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
      >
        {seeAll}
      </Link>
    </div>
  );
}

export function Highlights() {
  const { t } = useTranslation('home');
  return (
    <HomeSection title={t('highlights.title')} intro={t('highlights.intro')}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        <HighlightList
          title={t('highlights.pujas.title')}
          icon="diya"
          to={paths.puja.root}
          seeAll={t('highlights.pujas.seeAll')}
          keys={FEATURED_PUJAS}
          base="highlights.pujas.items"
        />
        <HighlightList
          title={t('highlights.yatras.title')}
          icon="mountain"
          to={paths.yatra.root}
          seeAll={t('highlights.yatras.seeAll')}
          keys={FEATURED_YATRAS}
          base="highlights.yatras.items"
        />
        <RechargeCard />
      </div>
    </HomeSection>
  );
}
