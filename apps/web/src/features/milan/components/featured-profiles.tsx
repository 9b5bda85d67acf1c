/**
 * The landing page's featured profiles (GET /api/users/featured): cards
 * while there are some, placeholders while they load, nothing when there
 * are none or the list failed (SPEC §8: lists fail quietly).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { useFeaturedProfiles } from '../api/get-featured-profiles';
import { PROFILE_GRID, ProfileCard, ProfileCardSkeletons } from './profile-card';

export function FeaturedProfiles() {
  const { t } = useTranslation('milan');
  const featured = useFeaturedProfiles();
  if (featured.isSuccess && featured.data.length === 0) return null;
  return (
    <section aria-labelledby="milan-featured-title">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="milan-featured-title" className="text-2xl font-bold text-gray-900">
            {t('landing.featuredTitle')}
          </h2>
          <p className="mt-1 text-sm text-gray-600">{t('landing.featuredSubtitle')}</p>
        </div>
        <Link to={paths.milanSathi.search} className={buttonClasses('link', 'md', 'font-semibold')}>
          {t('landing.seeAll')}
        </Link>
      </div>
      <div className="mt-4">
        {featured.isPending ? (
          <ProfileCardSkeletons count={4} />
        ) : (
          <ul className={PROFILE_GRID}>
            {featured.data?.map((card, index) => (
              <li key={card._id} className="flex">
                <ProfileCard card={card} priority={index < 2} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
