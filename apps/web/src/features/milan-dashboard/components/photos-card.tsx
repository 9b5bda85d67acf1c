/** The dashboard's photo summary: the main photo, how many of the six there are, and a link to the photos step. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAX_PROFILE_PHOTOS, type ProfilePhoto } from '@seva/contracts';
import { ResponsiveImage, buttonClasses } from '@/components/ui';
import { editStepPath } from '../form/steps';

export function PhotosCard({ photos }: { photos: ProfilePhoto[] }) {
  const { t } = useTranslation('milanDashboard');
  const primary = photos.find((photo) => photo.isPrimary) ?? photos[0];
  return (
    <section aria-labelledby="photos-title" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="photos-title" className="text-lg font-semibold text-gray-900">
        {t('overview.photos.title')}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <ResponsiveImage
          image={primary?.image ?? null}
          alt={primary ? t('overview.photos.mainAlt') : ''}
          sizes="96px"
          className="size-24 shrink-0 rounded-xl"
        />
        <div className="min-w-0">
          <p className="font-medium text-gray-900">
            {t('overview.photos.count', { count: photos.length, max: MAX_PROFILE_PHOTOS })}
          </p>
          {photos.length === 0 && <p className="mt-1 text-sm text-gray-600">{t('overview.photos.none')}</p>}
        </div>
      </div>
      <Link to={editStepPath('photos')} className={buttonClasses('secondary', 'md', 'mt-4 w-full sm:w-auto')}>
        {photos.length === 0 ? t('overview.photos.add') : t('overview.photos.manage')}
      </Link>
    </section>
  );
}
