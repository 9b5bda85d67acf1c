/** Milan Sathi profiles, newest first: who (photo and name, which opens the panel), contact, details, plan, status, joined. */
import { useTranslation } from 'react-i18next';
import type { AdminProfile } from '@seva/contracts';
import { formatDate, formatIndianMobile } from '@/lib/format';
import { shortId } from '../../shared/format';
import { DataTable, RowButton } from '../../shared/components/data-table';
import { useMemberName } from '../hooks/use-member-name';
import { ProfileStatusBadge, ProfileThumb } from './milan-profile-parts';

const COLUMNS = ['member', 'contact', 'about', 'plan', 'status', 'joined'] as const;

type MilanProfilesTableProps = { profiles: AdminProfile[]; onOpen: (profile: AdminProfile) => void };

export function MilanProfilesTable({ profiles, onOpen }: MilanProfilesTableProps) {
  const { t } = useTranslation('admin');
  const nameOf = useMemberName();
  return (
    <DataTable
      caption={t('milan.profiles.caption')}
      columns={COLUMNS.map((column) => t(`milan.profiles.columns.${column}`))}
      minWidth="min-w-[820px]"
    >
      {profiles.map((profile) => {
        const name = nameOf(profile);
        return (
          <tr key={profile._id} className={profile.status === 'suspended' ? 'bg-red-50/40' : 'hover:bg-gray-50'}>
            <td className="px-4 py-3">
              <div className="flex items-center gap-3">
                <ProfileThumb profile={profile} />
                <div className="min-w-0">
                  <RowButton
                    label={t('milan.profiles.openLabel', { name })}
                    onClick={() => onOpen(profile)}
                    className="text-left"
                  >
                    {name}
                  </RowButton>
                  <p className="text-xs text-gray-500">
                    <span className="font-mono">{shortId(profile._id)}</span> ·{' '}
                    {profile.photos.length > 0
                      ? t('milan.profiles.photoCount', { count: profile.photos.length })
                      : t('milan.profiles.noPhotos')}
                  </p>
                </div>
              </div>
            </td>
            <td className="px-4 py-3">
              {formatIndianMobile(profile.mobile)}
              <span className="block text-xs break-all text-gray-500">{profile.email || '—'}</span>
            </td>
            <td className="px-4 py-3">
              {t(`milan.profiles.genders.${profile.gender}`)} · {t('milan.profiles.age', { count: profile.age })}
              <span className="block text-xs text-gray-500">
                {profile.city}, {profile.state} · {t(`milan.profiles.occupations.${profile.occupation}`)}
              </span>
            </td>
            <td className="px-4 py-3">{profile.planName ?? t('milan.profiles.freePlan')}</td>
            <td className="px-4 py-3">
              <ProfileStatusBadge status={profile.status} />
            </td>
            <td className="px-4 py-3 whitespace-nowrap">{formatDate(profile.createdAt)}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}
