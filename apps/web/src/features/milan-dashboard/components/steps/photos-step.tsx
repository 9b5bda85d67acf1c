/**
 * Step 7, photos: who may see them (everyone, or only accepted connections;
 * saved with the profile) and the photos themselves, which need the profile
 * to be saved first.
 */
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PHOTO_VISIBILITY, type ProfileView } from '@seva/contracts';
import type { EditProfileValues } from '../../form/edit-profile-schema';
import { PhotoManager } from '../photo-manager';

export function PhotosStep({ profile }: { profile: ProfileView | null }) {
  const { t } = useTranslation('milanDashboard');
  const { register } = useFormContext<EditProfileValues>();
  return (
    <div className="flex flex-col gap-6">
      {profile ? (
        <PhotoManager profileId={profile._id} photos={profile.photos} />
      ) : (
        <p role="note" className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          {t('edit.photos.needsProfile')}
        </p>
      )}
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">{t('edit.photos.visibility')}</legend>
        <div className="mt-1 flex flex-col">
          {PHOTO_VISIBILITY.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-3 text-sm text-gray-800">
              <input
                type="radio"
                value={value}
                className="size-5 accent-primary"
                {...register('matrimony.photoVisibility')}
              />
              {t(`photoVisibility.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
