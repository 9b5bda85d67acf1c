import { useTranslation } from 'react-i18next';
import type { MembershipPlan } from '@seva/contracts';
import { cn } from '@/lib/format';

function Mark({ included }: { included: boolean }) {
  const { t } = useTranslation('membership');
  return (
    <svg
      role="img"
      aria-label={included ? t('features.included') : t('features.notIncluded')}
      viewBox="0 0 20 20"
      className={cn('mt-0.5 size-4 shrink-0', included ? 'text-green-600' : 'text-gray-400')}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={included ? 'M4 10.5l4 4 8-9' : 'M5 5l10 10M15 5L5 15'} />
    </svg>
  );
}

/** What a plan unlocks, each line ticked or crossed: contact views, interests a day, messaging, profile boost. */
export function PlanFeatures({ plan }: { plan: MembershipPlan }) {
  const { t } = useTranslation('membership');
  const lines: Array<[boolean, string]> = [
    [
      plan.contactViews > 0,
      plan.contactViews > 0 ? t('features.contactViews', { count: plan.contactViews }) : t('features.noContactViews'),
    ],
    [plan.requestsPerDay > 0, t('features.requestsPerDay', { count: plan.requestsPerDay })],
    [plan.messaging, plan.messaging ? t('features.messaging') : t('features.noMessaging')],
    [plan.profileBoost, plan.profileBoost ? t('features.profileBoost') : t('features.noProfileBoost')],
  ];
  return (
    <ul aria-label={t('features.label', { name: plan.name })} className="flex flex-col gap-2 text-sm">
      {lines.map(([included, text]) => (
        <li key={text} className={cn('flex gap-2', included ? 'text-gray-800' : 'text-gray-500')}>
          <Mark included={included} />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
