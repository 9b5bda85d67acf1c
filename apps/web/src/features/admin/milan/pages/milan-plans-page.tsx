/**
 * Admin → Milan Sathi → Plans: every membership plan, hidden ones too, the
 * free plan first (fixed: ₹0 and always shown); New plan and the editor in
 * a dialog; a switch per paid plan shows or hides it on the membership page.
 * A plan whose Hindi is incomplete says so, and ?hindi=missing lists only those.
 * Members who bought a plan keep it until it ends, whatever is changed here.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMembershipPlan } from '@seva/contracts';
import { Button, Dialog, EmptyState } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useMilanPlans } from '../api/get-milan-plans';
import { FilterBar } from '../../shared/components/filter-bar';
import { asHindiFilter, HindiFilter } from '../../shared/components/hindi-fields';
import { ListHeader } from '../../shared/components/list-header';
import { ListError, ListSkeleton } from '../../shared/components/list-states';
import { MilanPlanForm } from '../components/milan-plan-form';
import { MilanPlansTable } from '../components/milan-plans-table';
import { useListParams } from '../../shared/hooks/use-list-params';

/** The dialog's subject: a new plan, or the one being edited. */
type Editing = { plan?: AdminMembershipPlan } | null;

export default function MilanPlansPage() {
  const { t } = useTranslation('admin');
  const { get, set } = useListParams();
  const hindi = asHindiFilter(get('hindi'));
  const plans = useMilanPlans(hindi);
  const [editing, setEditing] = useState<Editing>(null);
  const list = plans.data?.results ?? [];

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={t('milan.plans.title')}
        count={plans.data ? t('milan.plans.count', { count: list.length }) : undefined}
        action={<Button onClick={() => setEditing({})}>{t('milan.plans.new')}</Button>}
      />
      <p className="max-w-2xl text-sm text-gray-600">{t('milan.plans.intro')}</p>
      <FilterBar>
        <HindiFilter value={hindi} onChange={(next) => set({ hindi: next })} />
      </FilterBar>

      {plans.isPending ? (
        <ListSkeleton />
      ) : plans.isError ? (
        <ListError
          message={errorMessage(plans.error, t('milan.plans.loadFailed'))}
          onRetry={() => void plans.refetch()}
        />
      ) : list.length === 0 && hindi ? (
        <EmptyState
          title={t('milan.plans.noMatchTitle')}
          description={t('milan.plans.noMatchBody')}
          action={
            <Button variant="secondary" onClick={() => set({ hindi: '' })}>
              {t('milan.plans.clearFilters')}
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState title={t('milan.plans.emptyTitle')} description={t('milan.plans.emptyBody')} />
      ) : (
        <MilanPlansTable plans={list} onEdit={(plan) => setEditing({ plan })} />
      )}

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={editing?.plan ? t('milan.plans.editTitle', { name: editing.plan.name }) : t('milan.plans.newTitle')}
      >
        {editing && <MilanPlanForm plan={editing.plan} onDone={() => setEditing(null)} />}
      </Dialog>
    </section>
  );
}
