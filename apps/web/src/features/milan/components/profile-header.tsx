/**
 * The top of a profile: name (first name and the surname's initial), age and
 * height, city, profession, when last active (issue 22), who created the
 * profile, the Verified badge, and the actions menu for a signed-in member
 * looking at someone else.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileView } from '@seva/contracts';
import { VerifiedBadge } from '@/components/ui';
import { usePlaceName } from '@/lib/place-name';
import { feetInches } from '../format';
import { LastActive } from './last-active';

export function ProfileHeader({ profile, name, actions }: { profile: ProfileView; name: string; actions?: ReactNode }) {
  const { t } = useTranslation('milan');
  const placeName = usePlaceName();
  const profession = profile.jobTitle.trim() || t(`occupations.${profile.occupation}`);
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="min-w-0 text-2xl font-bold break-words text-gray-900 sm:text-3xl">{name}</h1>
          {profile.verified && <VerifiedBadge />}
        </div>
        <p className="mt-1 text-gray-700">
          {t('profile.ageHeight', { age: profile.age, height: feetInches(profile.heightCm) })} ·{' '}
          {placeName(profile.city)}, {placeName(profile.state)}
        </p>
        <p className="text-gray-600">{profession}</p>
        <LastActive value={profile.lastActive} className="mt-1" />
        <p className="mt-2 text-sm text-gray-500">
          {t('profile.createdBy', { who: t(`creators.${profile.createdBy}`) })}
        </p>
      </div>
      {actions}
    </div>
  );
}
