import { useTranslation } from 'react-i18next';
import type { CustomerProfile } from '@seva/contracts';
import { formatDate, formatIndianMobile } from '@/lib/format';

/** Read-only view of the customer's details. */
export function ProfileDetails({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation('profile');
  const dash = t('notSet');
  const rows: Array<[string, string]> = [
    [t('fields.firstName'), profile.firstName],
    [t('fields.lastName'), profile.lastName],
    [t('fields.mobile'), formatIndianMobile(profile.mobile)],
    [t('fields.email'), profile.email],
    [t('fields.gender'), profile.gender ? t(`genders.${profile.gender}`) : ''],
    [t('fields.address'), profile.address],
    [t('fields.city'), profile.city],
    [t('fields.state'), profile.state],
    [t('fields.country'), profile.country],
    [t('fields.pincode'), profile.pincode],
    [t('memberSince'), formatDate(profile.createdAt)],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">{label}</dt>
          <dd className="mt-0.5 break-words text-gray-900">{value || <span className="text-gray-500">{dash}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
