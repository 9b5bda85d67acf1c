/**
 * "Request photo" (issue 22) under the photos of another member's profile
 * whose photos the viewer cannot see (kept for accepted connections) or who
 * has none: POST /api/users/:id/photo-request, then the disabled "Photo
 * requested" (also when the view says it was asked before). A visitor is
 * asked to log in first; a refusal toasts the server's message (else SPEC §8
 * "Something went wrong.").
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ProfileView } from '@seva/contracts';
import { Button, CheckIcon } from '@/components/ui';
import { CameraIcon } from '@/components/ui/milan-icons';
import { errorMessage } from '@/lib/api-client';
import { openModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { useRequestPhotos } from '../api/request-photos';

/** True when `profile` is someone else's and shows the viewer no photo: the button's place. */
export const canRequestPhotos = (profile: ProfileView) =>
  !profile.own && (profile.photosHidden || profile.photos.length === 0);

export function PhotoRequestButton({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation(['milan', 'messages']);
  const { isLoggedIn } = useSession();
  const request = useRequestPhotos(profile._id);
  if (!canRequestPhotos(profile)) return null;

  if (profile.photoRequested) {
    return (
      <Button disabled variant="secondary" className="w-full">
        <CheckIcon className="size-5" />
        {t('photoRequest.requested')}
      </Button>
    );
  }

  const ask = () => {
    if (!isLoggedIn) {
      openModal('milanLogin');
      return;
    }
    request.mutate(undefined, {
      onSuccess: (answer) => void toast.success(answer.message || t('photoRequest.sent')),
      onError: (error) => void toast.error(errorMessage(error, t('messages:somethingWentWrong'))),
    });
  };
  return (
    <Button variant="secondary" className="w-full" loading={request.isPending} onClick={ask}>
      <CameraIcon className="size-5" />
      {t('photoRequest.request')}
    </Button>
  );
}
