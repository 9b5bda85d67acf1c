/**
 * The home page (SPEC §1–§2, route /), phone first: the slot above (the app
 * puts the breaking-news ticker there), a two-line heading, every service as
 * an icon grid (all on a 360 px phone's first screen), today's panchang
 * (a lazy chunk: components/panchang-card.tsx), then sideways strips
 * of what is on now: upcoming pujas, today's darshan, live now, the latest
 * videos and podcasts, yatras with their next departure; then how it works,
 * why Seva, and the flights-and-hotels link. The puja and yatra strips come
 * from the app layer (`pujas`, `yatras`): they read those features' lists,
 * and features never import each other. Each strip holds its place with
 * skeleton cards while it loads; on a desktop the strips show more cards.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '@/components/ui';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { Icon } from '../components/icon';
import { LatestPodcasts, LatestVideos, LiveNow, TodaysDarshan } from '../components/media-sections';
import { ServiceGrid } from '../components/service-grid';
import { TrustStrip } from '../components/trust-strip';
import { SERVICES } from '../services';

// Its own chunk (and strings): fetched after the page, below the services (issue 23).
const PanchangCard = lazy(() => import('../components/panchang-card'));

function TravelNote() {
  const { t } = useTranslation('home');
  return (
    <p className="mt-10 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-600">
      <Icon name="plane" className="size-5 text-primary" />
      <span>{t('travel.text')}</span>
      <Link
        to={paths.flightsBooking}
        className="font-semibold text-primary-dark underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {t('travel.link')}
      </Link>
    </p>
  );
}

type HomePageProps = {
  /** Above the heading: the app layer composes the breaking-news ticker here. */
  top?: ReactNode;
  /** The upcoming pujas strip, first after the services (the app layer's, from the puja feature's list). */
  pujas?: ReactNode;
  /** The yatras strip, after the media (the app layer's, from the yatra feature's list). */
  yatras?: ReactNode;
};

/** The home page; `top`, `pujas` and `yatras` are slots the app layer fills. */
export default function HomePage({ top, pujas, yatras }: HomePageProps) {
  const { t } = useTranslation('home');
  usePageTitle(t('pageTitle'));
  return (
    <PageContainer>
      {top}
      <Hero />
      <ServiceGrid services={SERVICES} />
      <Suspense fallback={<div className="mt-8 min-h-40 sm:mt-12" aria-hidden="true" />}>
        <PanchangCard />
      </Suspense>
      {pujas}
      <TodaysDarshan />
      <LiveNow />
      <LatestVideos />
      <LatestPodcasts />
      {yatras}
      <HowItWorks />
      <TrustStrip />
      <TravelNote />
    </PageContainer>
  );
}
