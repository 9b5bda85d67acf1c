/**
 * The home route: the home page with the breaking-news ticker above its
 * heading and the upcoming pujas and yatras strips. Composed here in the app
 * layer because features never import each other: the ticker is the news
 * feature's, the strips read the puja and yatra features' lists, the page is
 * the home feature's.
 */
import { BreakingNewsTicker } from '@/features/news/components/breaking-news-ticker';
import HomePage from '@/features/home/pages/home-page';
import { NextYatras, UpcomingPujas } from './home-strips';

/** The page at /. */
export default function HomeRoute() {
  return <HomePage top={<BreakingNewsTicker className="mb-4" />} pujas={<UpcomingPujas />} yatras={<NextYatras />} />;
}
