/**
 * The home page (SPEC §1–§2, route /): introduces every Seva service and
 * links into each. The bands above the fold are static text and inline SVG,
 * so they show at once on a slow phone connection without waiting for the
 * API. Bands, top to bottom: the slot above the hero (the app puts the
 * breaking-news ticker there), hero, services, popular pujas / yatras /
 * recharge, Sanchar media, then the live media rows (today's darshan, live
 * now, latest videos and podcasts: loaded after first paint, each holding
 * its height while it loads and hidden when empty), how it works, why Seva.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '@/components/ui';
import { paths } from '@/config/paths';
import { Hero } from '../components/hero';
import { Highlights } from '../components/highlights';
import { HomeSection } from '../components/home-section';
import { HowItWorks } from '../components/how-it-works';
import { Icon } from '../components/icon';
import { LatestPodcasts, LatestVideos, LiveNow, TodaysDarshan } from '../components/media-sections';
import { ServiceGrid } from '../components/service-grid';
import { TrustStrip } from '../components/trust-strip';
import { SANCHAR, SERVICES } from '../services';

function TravelNote() {
  const { t } = useTranslation('home');
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-600">
      <Icon name="plane" className="size-5 text-primary" />
      <span>{t('services.travel.text')}</span>
      <Link
        to={paths.flightsBooking}
        className="font-semibold text-primary-dark underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {t('services.travel.link')}
      </Link>
    </p>
  );
}

type HomePageProps = {
  /** Above the hero: the app layer composes the breaking-news ticker here (features never import each other). */
  top?: ReactNode;
};

export default function HomePage({ top }: HomePageProps) {
  const { t } = useTranslation('home');
  return (
    <PageContainer>
      {top}
      <Hero />
      <HomeSection title={t('services.title')} intro={t('services.intro')}>
        <ServiceGrid services={SERVICES} />
        <TravelNote />
      </HomeSection>
      <Highlights />
      <HomeSection title={t('sanchar.title')} intro={t('sanchar.intro')}>
        <ServiceGrid services={SANCHAR} />
      </HomeSection>
      <TodaysDarshan />
      <LiveNow />
      <LatestVideos />
      <LatestPodcasts />
      <HowItWorks />
      <TrustStrip />
    </PageContainer>
  );
}
