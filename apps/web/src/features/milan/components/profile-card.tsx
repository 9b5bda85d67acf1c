/**
 * One profile in a grid (search results, featured): photo or placeholder,
 * first name, age, city, profession, the kundli score with the viewer, a
 * ribbon for boosted profiles, the Verified badge and how recently the member
 * was active (issue 22); the whole card opens the profile. A signed-in member
 * also gets the Shortlist toggle on the photo (issue 22).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ProfileCard as ProfileCardData } from '@seva/contracts';
import { ResponsiveImage, Skeleton, StarIcon, VerifiedBadge } from '@/components/ui';
import { buildPath } from '@/config/paths';
import { usePlaceName } from '@/lib/place-name';
import { useSession } from '@/lib/session';
import { feetInches, gunaPoints } from '../format';
import { LastActive } from './last-active';
import { PhotoPlaceholder } from './photo-placeholder';
import { ShortlistButton } from './shortlist-button';

const PHOTO_CLASSES = 'aspect-[4/5] w-full';
const SIZES = '(min-width: 1024px) 22vw, (min-width: 640px) 30vw, 50vw';

type ProfileCardProps = {
  card: ProfileCardData;
  priority?: boolean;
  /** A line saying why the card is shown (Matches for you: the preferences it meets). */
  reason?: ReactNode;
};

export function ProfileCard({ card, priority = false, reason }: ProfileCardProps) {
  const { t } = useTranslation('milan');
  const placeName = usePlaceName();
  const location = useLocation();
  const { isLoggedIn } = useSession();
  const profession = card.jobTitle.trim() || t(`occupations.${card.occupation}`);
  const religion = t(`religions.${card.religion}`);
  const community = card.caste.trim() ? `${religion} · ${card.caste.trim()}` : religion;
  return (
    <article
      data-testid="profile-card"
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-100 transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-primary"
    >
      <div className="relative">
        {card.photo ? (
          <ResponsiveImage
            image={card.photo}
            alt={t('card.photoOf', { name: card.firstName })}
            sizes={SIZES}
            className={PHOTO_CLASSES}
            priority={priority}
          />
        ) : (
          <PhotoPlaceholder locked={card.photosHidden} className={PHOTO_CLASSES} />
        )}
        {card.boosted && (
          <span className="absolute top-3 left-0 rounded-r-full bg-primary px-3 py-1 text-xs font-semibold text-white shadow">
            {t('card.boosted')}
          </span>
        )}
        {card.gunaScore !== null && (
          <p className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-bold text-primary-dark shadow">
            <StarIcon className="size-3.5" />
            <span className="sr-only">{t('card.gunaLabel')} </span>
            <span>{t('card.guna', { score: gunaPoints(card.gunaScore) })}</span>
          </p>
        )}
        {card.verified && <VerifiedBadge onImage className="absolute bottom-2 left-2" />}
        {isLoggedIn && (
          <ShortlistButton
            id={card._id}
            name={card.firstName}
            shortlisted={card.shortlisted}
            compact
            className="absolute right-2 bottom-2 z-10"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-0.5 p-3">
        <h3 className="truncate text-base font-semibold text-gray-900">
          <Link
            to={buildPath.milanSathiProfile(card._id)}
            state={{ from: `${location.pathname}${location.search}` }}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {card.firstName}
          </Link>
        </h3>
        {reason}
        <p className="truncate text-sm text-gray-700">
          {t('card.age', { count: card.age })} · {feetInches(card.heightCm)} · {placeName(card.city)}
        </p>
        <p className="truncate text-sm text-gray-600">{community}</p>
        <p className="truncate text-sm text-gray-600">
          {t(`education.${card.education}`)} · {t(`motherTongues.${card.motherTongue}`)}
        </p>
        <p className="truncate text-sm text-gray-500">{profession}</p>
        <LastActive value={card.lastActive} className="mt-1 text-xs" />
      </div>
    </article>
  );
}

/** The grid the cards sit in: two across on a 360 px phone, up to four on a laptop. */
export const PROFILE_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

/** Card-shaped placeholders while profiles load. */
export function ProfileCardSkeletons({ count, className }: { count: number; className?: string }) {
  return (
    <div className={className ?? PROFILE_GRID} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} data-testid="profile-card-skeleton" className="overflow-hidden rounded-2xl bg-white">
          <Skeleton className="aspect-[4/5] w-full rounded-none" />
          <div className="flex flex-col gap-2 p-3">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-4/5" />
            <Skeleton className="h-3 w-3/5" />
            <Skeleton className="h-3 w-4/5" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
