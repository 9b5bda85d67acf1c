/** Small pieces the Milan Sathi profile list and panel share: the status badge and the main photo (the name: useMemberName). */
import { useTranslation } from 'react-i18next';
import type { AdminProfile } from '@seva/contracts';
import { cn } from '@/lib/format';
import { Badge } from '../../shared/components/badges';

export function ProfileStatusBadge({ status }: { status: AdminProfile['status'] }) {
  const { t } = useTranslation('admin');
  return (
    <Badge className={status === 'suspended' ? 'bg-red-100 text-red-800' : 'bg-green-100 text-green-800'}>
      {t(`milan.profiles.status.${status}`)}
    </Badge>
  );
}

/** The profile's main photo (the primary, else the first) as a small round picture beside the name, or a grey circle. */
export function ProfileThumb({ profile, className }: { profile: AdminProfile; className?: string }) {
  const photo = profile.photos.find((p) => p.isPrimary) ?? profile.photos[0];
  const frame = cn('size-10 shrink-0 rounded-full', className);
  if (!photo) return <span aria-hidden="true" className={cn(frame, 'bg-gray-100')} />;
  return <img src={photo.image.src} alt="" className={cn(frame, 'border border-gray-100 object-cover')} />;
}
