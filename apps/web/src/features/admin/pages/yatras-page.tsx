/**
 * Admin → Yatras: every yatra (active or hidden), searched and filtered by
 * state, paged; create and edit in a dialog (itinerary, inclusions,
 * exclusions, prices, picture), and each yatra's departures in another, with
 * seats booked and left. A new yatra goes straight on to its departures.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminYatra } from '@seva/contracts';
import { Button, Dialog, EmptyState, SelectField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useAdminYatras, type AdminYatrasQuery } from '../api/get-admin-yatras';
import { ListHeader } from '../components/list-header';
import { ListError, ListSkeleton } from '../components/list-states';
import { Pager } from '../components/pager';
import { SearchField } from '../components/search-field';
import { useListParams } from '../components/use-list-params';
import { YatraDeparturesPanel } from '../components/yatra-departures-panel';
import { YatraForm } from '../components/yatra-form';
import { YatrasTable } from '../components/yatras-table';

const PAGE_SIZE = 20;

type Editing = { yatra?: AdminYatra } | null;

export default function YatrasPage() {
  const { t } = useTranslation('admin');
  const { get, page, set } = useListParams();
  const activeParam = get('active');
  const query: AdminYatrasQuery = {
    q: get('q'),
    active: activeParam === 'true' || activeParam === 'false' ? activeParam : '',
    page,
    pageSize: PAGE_SIZE,
  };
  const yatras = useAdminYatras(query);
  const [editing, setEditing] = useState<Editing>(null);
  const [departuresOf, setDeparturesOf] = useState<AdminYatra | null>(null);
  const total = yatras.data?.total ?? 0;
  const filtered = Boolean(query.q || query.active);

  const onSaved = (yatra: AdminYatra, done: boolean) => {
    if (!done) {
      setEditing({ yatra });
      return;
    }
    const created = !editing?.yatra;
    setEditing(null);
    // A new yatra has no dates yet: customers see it once it has a departure.
    if (created) setDeparturesOf(yatra);
  };

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={t('yatra.yatras.title')}
        count={yatras.data ? t('yatra.yatras.count', { count: total }) : undefined}
        action={<Button onClick={() => setEditing({})}>{t('yatra.yatras.new')}</Button>}
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <SearchField
          label={t('yatra.yatras.search')}
          placeholder={t('yatra.yatras.searchPlaceholder')}
          value={query.q}
          onSearch={(q) => set({ q })}
        />
        <SelectField
          label={t('shop.products.state')}
          value={query.active}
          onChange={(event) => set({ active: event.target.value })}
          containerClassName="w-full sm:max-w-[10rem]"
        >
          <option value="">{t('shop.all')}</option>
          <option value="true">{t('shop.active')}</option>
          <option value="false">{t('shop.inactive')}</option>
        </SelectField>
      </div>

      {yatras.isPending ? (
        <ListSkeleton rows={8} />
      ) : yatras.isError ? (
        <ListError
          message={errorMessage(yatras.error, t('yatra.yatras.loadFailed'))}
          onRetry={() => void yatras.refetch()}
        />
      ) : yatras.data.results.length === 0 ? (
        <EmptyState
          title={filtered ? t('yatra.yatras.noMatchTitle') : t('yatra.yatras.emptyTitle')}
          description={filtered ? t('yatra.yatras.noMatchBody') : t('yatra.yatras.emptyBody')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => set({ q: '', active: '' })}>
                {t('yatra.yatras.clearFilters')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <div className={yatras.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <YatrasTable
              yatras={yatras.data.results}
              onEdit={(yatra) => setEditing({ yatra })}
              onDepartures={setDeparturesOf}
            />
          </div>
          <Pager page={page} pages={Math.max(1, Math.ceil(total / PAGE_SIZE))} onPage={(next) => set({ page: next })} />
        </>
      )}

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={editing?.yatra ? t('yatra.yatras.editTitle', { name: editing.yatra.name }) : t('yatra.yatras.newTitle')}
      >
        {editing && (
          <YatraForm
            key={editing.yatra?._id ?? 'new'}
            yatra={editing.yatra}
            onCancel={() => setEditing(null)}
            onSaved={onSaved}
          />
        )}
      </Dialog>

      <Dialog
        open={departuresOf !== null}
        onClose={() => setDeparturesOf(null)}
        size="lg"
        title={t('yatra.departures.title', { name: departuresOf?.name ?? '' })}
        description={t('yatra.departures.description')}
      >
        {departuresOf && <YatraDeparturesPanel yatra={departuresOf} onChanged={setDeparturesOf} />}
      </Dialog>
    </section>
  );
}
