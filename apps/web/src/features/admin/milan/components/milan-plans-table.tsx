/**
 * Every Milan Sathi plan: name (opens the editor; the free plan is fixed)
 * and missing Hindi, price in rupees, duration, what it unlocks, and the
 * switch that shows or hides it on the membership page. The switch sends the whole plan (PUT)
 * with `active` flipped, shows the new state at once and goes back with the
 * server's reason if it refuses.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AdminMembershipPlan, MembershipPlan } from '@seva/contracts';
import { errorMessage } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { planBody, useSaveMilanPlan } from '../api/save-milan-plan';
import { DataTable, RowButton } from '../../shared/components/data-table';
import { HindiMissingBadge } from '../../shared/components/hindi-fields';
import { ToggleSwitch } from '@/components/ui/toggle-switch';

const COLUMNS = ['plan', 'price', 'duration', 'limits', 'shown'] as const;
const FREE_PLAN_CODE = 'free';

type MilanPlansTableProps = { plans: AdminMembershipPlan[]; onEdit: (plan: AdminMembershipPlan) => void };

export function MilanPlansTable({ plans, onEdit }: MilanPlansTableProps) {
  const { t } = useTranslation('admin');
  return (
    <DataTable
      caption={t('milan.plans.caption')}
      columns={COLUMNS.map((column) => t(`milan.plans.columns.${column}`))}
      minWidth="min-w-[760px]"
    >
      {plans.map((plan) => {
        const free = plan.code === FREE_PLAN_CODE;
        return (
          <tr key={plan._id} className={plan.active ? 'hover:bg-gray-50' : 'bg-gray-50 text-gray-500'}>
            <td className="px-4 py-3">
              {free ? (
                <span className="font-medium text-gray-900">{plan.name}</span>
              ) : (
                <RowButton
                  label={t('milan.plans.editLabel', { name: plan.name })}
                  onClick={() => onEdit(plan)}
                  className="text-left"
                >
                  {plan.name}
                </RowButton>
              )}
              <p className="font-mono text-xs text-gray-500">{plan.code}</p>
              {plan.tagline && <p className="text-xs text-gray-600">{plan.tagline}</p>}
              <HindiMissingBadge missing={plan.hindiMissing} labelOf={(field) => t(`milan.plans.fields.${field}`)} />
            </td>
            <td className="px-4 py-3 whitespace-nowrap">{formatRupees(plan.price)}</td>
            <td className="px-4 py-3 whitespace-nowrap">
              {free ? t('milan.plans.noDuration') : t('milan.plans.days', { count: plan.durationDays })}
            </td>
            <td className="px-4 py-3">
              <PlanLimits plan={plan} />
            </td>
            <td className="px-4 py-3">
              {free ? <span className="text-sm">{t('milan.plans.freeFixed')}</span> : <PlanSwitch plan={plan} />}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

function PlanLimits({ plan }: { plan: MembershipPlan }) {
  const { t } = useTranslation('admin');
  const lines = [
    t('milan.plans.limits.contactViews', { count: plan.contactViews }),
    t('milan.plans.limits.requestsPerDay', { count: plan.requestsPerDay }),
    ...(plan.messaging ? [t('milan.plans.limits.messaging')] : []),
    ...(plan.profileBoost ? [t('milan.plans.limits.profileBoost')] : []),
  ];
  return (
    <ul className="text-xs text-gray-700">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function PlanSwitch({ plan }: { plan: MembershipPlan }) {
  const { t } = useTranslation('admin');
  const save = useSaveMilanPlan();
  const [wanted, setWanted] = useState<boolean | null>(null);
  // The list caught up with the change: follow it again.
  if (wanted !== null && wanted === plan.active && !save.isPending) setWanted(null);
  const shown = wanted ?? plan.active;

  const onChange = (active: boolean) => {
    setWanted(active);
    save.mutate(
      { id: plan._id, body: { ...planBody(plan), active } },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => {
          setWanted(null);
          toast.error(errorMessage(error, t('milan.plans.switchFailed')));
        },
      },
    );
  };

  return (
    <div className="flex items-center gap-3">
      <ToggleSwitch
        label={t('milan.plans.switchLabel', { name: plan.name })}
        checked={shown}
        disabled={save.isPending}
        onChange={onChange}
      />
      <span className="text-sm">{shown ? t('milan.plans.shown') : t('milan.plans.hidden')}</span>
    </div>
  );
}
