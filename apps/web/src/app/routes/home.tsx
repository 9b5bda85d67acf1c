/**
 * The home route: the home page with the breaking-news ticker above its hero.
 * Composed here in the app layer because features never import each other;
 * the ticker is the news feature's, the page the home feature's.
 */
import { BreakingNewsTicker } from '@/features/news/components/breaking-news-ticker';
import HomePage from '@/features/home/pages/home-page';

export default function HomeRoute() {
  return <HomePage top={<BreakingNewsTicker className="mb-4" />} />;
}
