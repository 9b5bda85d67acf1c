/**
 * Admin → Pujas: every puja and pitr paksha ritual (active or hidden),
 * filtered by kind, state and missing Hindi, searched, paged; create and edit in a dialog
 * with packages, schedule and picture.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PUJA_KINDS, type AdminPuja, type PujaKind } from '@seva/contracts';
import { Button, Dialog } from '@/components/ui';
import { useAdminPujas, type AdminPujasQuery } from '../api/get-admin-pujas';
import { ActiveFilter, asActive, FilterBar, FilterSelect } from '../../shared/components/filter-bar';
import { asHindiFilter, HindiFilter } from '../../shared/components/hindi-fields';
import { ListHeader } from '../../shared/components/list-header';
import { listTexts, PagedList } from '../../shared/components/paged-list';
import { PujaForm } from '../components/puja-form';
import { PujasTable } from '../components/pujas-table';
import { SearchField } from '../../shared/components/search-field';
import { useListParams } from '../../shared/hooks/use-list-params';

const PAGE_SIZE = 20;

type Editing = { puja?: AdminPuja } | null;

function asKind(value: string): PujaKind | '' {
  return (PUJA_KINDS as readonly string[]).includes(value) ? (value as PujaKind) : '';
}

export default function PujasPage() {
  const { t } = useTranslation('admin');
  const { get, page, set } = useListParams();
  const query: AdminPujasQuery = {
    kind: asKind(get('kind')),
    q: get('q'),
    active: asActive(get('active')),
    hindi: asHindiFilter(get('hindi')),
    page,
    pageSize: PAGE_SIZE,
  };
  const pujas = useAdminPujas(query);
  const [editing, setEditing] = useState<Editing>(null);
  const filtered = Boolean(query.kind || query.q || query.active || query.hindi);

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={t('puja.pujas.title')}
        count={pujas.data ? t('puja.pujas.count', { count: pujas.data.total }) : undefined}
        action={<Button onClick={() => setEditing({})}>{t('puja.pujas.new')}</Button>}
      />

      <FilterBar>
        <FilterSelect
          label={t('puja.pujas.kind')}
          value={query.kind}
          all={t('puja.pujas.allKinds')}
          options={PUJA_KINDS.map((kind) => ({ value: kind, label: t(`puja.kinds.${kind}`) }))}
          onChange={(kind) => set({ kind })}
          maxWidth="sm:max-w-[12rem]"
        />
        <SearchField
          label={t('puja.pujas.search')}
          placeholder={t('puja.pujas.searchPlaceholder')}
          value={query.q}
          onSearch={(q) => set({ q })}
        />
        <ActiveFilter value={query.active} onChange={(active) => set({ active })} />
        <HindiFilter value={query.hindi} onChange={(hindi) => set({ hindi })} />
      </FilterBar>

      <PagedList
        list={pujas}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => set({ page: next })}
        texts={listTexts(t, 'puja.pujas')}
        onClearFilters={filtered ? () => set({ kind: '', q: '', active: '', hindi: '' }) : undefined}
      >
        {(results) => <PujasTable pujas={results} onEdit={(puja) => setEditing({ puja })} />}
      </PagedList>

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={editing?.puja ? t('puja.pujas.editTitle', { name: editing.puja.name }) : t('puja.pujas.newTitle')}
      >
        {editing && (
          <PujaForm
            key={editing.puja?._id ?? 'new'}
            puja={editing.puja}
            onCancel={() => setEditing(null)}
            onSaved={(puja, done) => setEditing(done ? null : { puja })}
          />
        )}
      </Dialog>
    </section>
  );
}
