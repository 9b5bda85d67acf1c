/**
 * Admin → Yatras: every yatra (active or hidden), searched and filtered by
 * state and missing Hindi, paged; create and edit in a dialog (itinerary, inclusions,
 * exclusions, prices, picture), and each yatra's departures in another, with
 * seats booked and left. A new yatra goes straight on to its departures.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminYatra } from '@seva/contracts';
import { Button, Dialog } from '@/components/ui';
import { useAdminYatras, type AdminYatrasQuery } from '../api/get-admin-yatras';
import { ActiveFilter, asActive, FilterBar } from '../../shared/components/filter-bar';
import { asHindiFilter, HindiFilter } from '../../shared/components/hindi-fields';
import { ListHeader } from '../../shared/components/list-header';
import { listTexts, PagedList } from '../../shared/components/paged-list';
import { SearchField } from '../../shared/components/search-field';
import { useListParams } from '../../shared/hooks/use-list-params';
import { YatraDeparturesPanel } from '../components/yatra-departures-panel';
import { YatraForm } from '../components/yatra-form';
import { YatrasTable } from '../components/yatras-table';

const PAGE_SIZE = 20;

type Editing = { yatra?: AdminYatra } | null;

export default function YatrasPage() {
  const { t } = useTranslation('admin');
  const { get, page, set } = useListParams();
  const query: AdminYatrasQuery = {
    q: get('q'),
    active: asActive(get('active')),
    hindi: asHindiFilter(get('hindi')),
    page,
    pageSize: PAGE_SIZE,
  };
  const yatras = useAdminYatras(query);
  const [editing, setEditing] = useState<Editing>(null);
  const [departuresOf, setDeparturesOf] = useState<AdminYatra | null>(null);
  const filtered = Boolean(query.q || query.active || query.hindi);

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
        count={yatras.data ? t('yatra.yatras.count', { count: yatras.data.total }) : undefined}
        action={<Button onClick={() => setEditing({})}>{t('yatra.yatras.new')}</Button>}
      />

      <FilterBar>
        <SearchField
          label={t('yatra.yatras.search')}
          placeholder={t('yatra.yatras.searchPlaceholder')}
          value={query.q}
          onSearch={(q) => set({ q })}
        />
        <ActiveFilter value={query.active} onChange={(active) => set({ active })} />
        <HindiFilter value={query.hindi} onChange={(hindi) => set({ hindi })} />
      </FilterBar>

      <PagedList
        list={yatras}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => set({ page: next })}
        texts={listTexts(t, 'yatra.yatras')}
        onClearFilters={filtered ? () => set({ q: '', active: '', hindi: '' }) : undefined}
      >
        {(results) => (
          <YatrasTable yatras={results} onEdit={(yatra) => setEditing({ yatra })} onDepartures={setDeparturesOf} />
        )}
      </PagedList>

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
