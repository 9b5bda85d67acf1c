/**
 * The plan browser (DOMAIN.md ★ plans by category with validity and data):
 * a wide dialog with one tab per category the operator publishes and a search
 * box (price or benefit); the plans are cards in a grid (one column on a phone,
 * up to three on a desktop). A search looks through every category. Choosing a plan
 * hands it back and closes the dialog.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RechargePlan, RechargePlans } from '@seva/contracts';
import { Button, Dialog, EmptyState, LoadError, Skeleton, inputClasses } from '@/components/ui';
import { useRechargePlans } from '../api/get-plans';
import { planMatches } from '../plan-search';
import { PlanCard } from './plan-card';
import { TabBar, TabPanel } from './tab-bar';

type PlanBrowserProps = {
  open: boolean;
  onClose: () => void;
  onChoose: (plan: RechargePlan) => void;
  productCode: string;
  /** The circle code (mobile), else null. */
  circle: string | null;
  /** "Jio · Delhi" or "Tata Play", for the title. */
  subject: string;
  /** 'packs' for DTH: the words say packs. */
  noun: 'plans' | 'packs';
};

function PlanList({ plans, onChoose }: { plans: RechargePlan[]; onChoose: (plan: RechargePlan) => void }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {plans.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} onChoose={onChoose} />
        </li>
      ))}
    </ul>
  );
}

function PlanTabs({
  categories,
  search,
  onChoose,
  onClearSearch,
  noun,
}: {
  categories: RechargePlans['categories'];
  search: string;
  onChoose: (plan: RechargePlan) => void;
  onClearSearch: () => void;
  noun: PlanBrowserProps['noun'];
}) {
  const { t } = useTranslation('recharge');
  const [selected, setSelected] = useState(categories[0]?.category ?? '');
  const all = categories.flatMap((c) => c.plans);
  if (all.length === 0) {
    return <EmptyState title={t(`plans.${noun}.emptyTitle`)} description={t(`plans.${noun}.emptyBody`)} />;
  }

  if (search.trim() !== '') {
    const found = all.filter((plan) => planMatches(plan, search));
    return (
      <div aria-live="polite">
        <p className="mb-2 text-sm text-gray-600">
          {t(`plans.${noun}.matches`, { count: found.length, search: search.trim() })}
        </p>
        {found.length > 0 ? (
          <PlanList plans={found} onChoose={onChoose} />
        ) : (
          <EmptyState
            title={t(`plans.${noun}.noMatchTitle`)}
            description={t('plans.noMatchBody')}
            action={
              <Button variant="secondary" onClick={onClearSearch}>
                {t('plans.clearSearch')}
              </Button>
            }
          />
        )}
      </div>
    );
  }

  const current = categories.find((c) => c.category === selected) ?? categories[0];
  return (
    <div className="flex flex-col gap-3">
      {categories.length > 1 && (
        <TabBar
          idPrefix="plan-category"
          label={t(`plans.${noun}.categories`)}
          size="sm"
          tabs={categories.map((c) => ({ id: c.category, label: c.label }))}
          selected={current?.category ?? ''}
          onSelect={setSelected}
        />
      )}
      <TabPanel idPrefix="plan-category" selected={current?.category ?? ''}>
        {current && current.plans.length > 0 ? (
          <PlanList plans={current.plans} onChoose={onChoose} />
        ) : (
          <p className="py-6 text-center text-sm text-gray-600">{t(`plans.${noun}.emptyCategory`)}</p>
        )}
      </TabPanel>
    </div>
  );
}

function BrowserBody({ productCode, circle, onChoose, noun }: Omit<PlanBrowserProps, 'open' | 'onClose' | 'subject'>) {
  const { t } = useTranslation('recharge');
  const searchId = useId();
  const [search, setSearch] = useState('');
  const plans = useRechargePlans(productCode, circle);

  let body;
  if (plans.isPending) {
    body = (
      <div data-testid="plans-skeleton" className="flex flex-col gap-2">
        <Skeleton className="h-10 w-full" />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-36 w-full rounded-xl" />
          ))}
        </div>
      </div>
    );
  } else if (plans.isError) {
    body = <LoadError message={t(`plans.${noun}.loadFailed`)} onRetry={() => void plans.refetch()} />;
  } else {
    body = (
      <PlanTabs
        categories={plans.data.categories}
        search={search}
        onChoose={onChoose}
        onClearSearch={() => setSearch('')}
        noun={noun}
      />
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div role="search">
        <label htmlFor={searchId} className="sr-only">
          {t(`plans.${noun}.searchLabel`)}
        </label>
        <input
          id={searchId}
          type="search"
          data-autofocus
          autoComplete="off"
          enterKeyHint="search"
          maxLength={40}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('plans.searchPlaceholder')}
          className={inputClasses}
        />
      </div>
      {body}
    </div>
  );
}

export function PlanBrowser({ open, onClose, subject, ...rest }: PlanBrowserProps) {
  const { t } = useTranslation('recharge');
  return (
    <Dialog open={open} onClose={onClose} title={t(`plans.${rest.noun}.title`, { subject })} size="xl">
      <BrowserBody {...rest} />
    </Dialog>
  );
}
