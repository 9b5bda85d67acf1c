/**
 * One Milan Sathi profile for the console: the member and how to reach them,
 * what their card shows, their plan, every photo (each removable) and the
 * moderation (suspend with a reason, or restore).
 */
import { useTranslation } from 'react-i18next';
import type { AdminProfile } from '@seva/contracts';
import { formatDate } from '@/lib/format';
import { shortId } from '../../shared/format';
import { DetailRow, DetailSection, PhoneLink } from '../../shared/components/detail-section';
import { DetailsDialog } from '../../shared/components/details-dialog';
import { MilanProfileModeration } from './milan-profile-moderation';
import { useMemberName } from '../hooks/use-member-name';
import { ProfileStatusBadge } from './milan-profile-parts';
import { MilanProfilePhotos } from './milan-profile-photos';

type MilanProfileDialogProps = {
  profile: AdminProfile;
  onChanged: (profile: AdminProfile) => void;
  onClose: () => void;
};

export function MilanProfileDialog({ profile, onChanged, onClose }: MilanProfileDialogProps) {
  const { t } = useTranslation('admin');
  const d = (key: string, values?: Record<string, unknown>) => t(`milan.profiles.details.${key}`, values);
  const name = useMemberName()(profile);
  return (
    <DetailsDialog
      title={name}
      description={d('subtitle', { id: shortId(profile._id), date: formatDate(profile.createdAt) })}
      badges={<ProfileStatusBadge status={profile.status} />}
      onClose={onClose}
    >
      <DetailSection title={d('member')}>
        <dl className="flex flex-col gap-1">
          <DetailRow label={d('mobile')} value={<PhoneLink mobile={profile.mobile} />} />
          <DetailRow label={d('email')} value={profile.email} />
          <DetailRow label={d('gender')} value={t(`milan.profiles.genders.${profile.gender}`)} />
          <DetailRow label={d('age')} value={t('milan.profiles.age', { count: profile.age })} />
          <DetailRow label={d('place')} value={`${profile.city}, ${profile.state}`} />
          <DetailRow label={d('occupation')} value={t(`milan.profiles.occupations.${profile.occupation}`)} />
          <DetailRow label={d('plan')} value={profile.planName ?? t('milan.profiles.freePlan')} />
        </dl>
      </DetailSection>
      <DetailSection title={d('photos', { count: profile.photos.length })}>
        <MilanProfilePhotos profile={profile} name={name} onChanged={onChanged} />
      </DetailSection>
      <DetailSection title={d('moderation')}>
        <MilanProfileModeration key={profile.status} profile={profile} onChanged={onChanged} />
      </DetailSection>
    </DetailsDialog>
  );
}
