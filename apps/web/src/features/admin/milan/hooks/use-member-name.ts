import { useTranslation } from 'react-i18next';
import type { AdminProfile } from '@seva/contracts';

/** "Anita Sharma", or the console's "Member without a name". */
export function useMemberName() {
  const { t } = useTranslation('admin');
  return (profile: Pick<AdminProfile, 'firstName' | 'lastName'>) =>
    `${profile.firstName} ${profile.lastName}`.trim() || t('milan.profiles.unnamed');
}
