/**
 * Admin → Pujas: every puja and pitr paksha ritual (active or hidden),
 * filtered by kind and state, searched, paged; create and edit in a dialog
 * with packages, schedule and picture.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PUJA_KINDS, type AdminPuja, type PujaKind } from '@seva/contracts';
import { Button, Dialog, EmptyState, SelectField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useAdminPujas, type AdminPujasQuery } from '../api/get-admin-pujas';
import { ListHeader } from '../components/list-header';
import { ListError, ListSkeleton } from '../components/list-states';
import { Pager } from '../components/pager';
import { PujaForm } from '../components/puja-form';
import { PujasTable } from '../components/pujas-table';
import { SearchField } from '../components/search-field';
import { useListParams } from '../components/use-list-params';

const PAGE_SIZE = 20;

type Editing = { puja?: AdminPuja } | null;

function asKind(value: string): PujaKind | '' {
  return (PUJA_KINDS as readonly string[]).includes(value) ? (value as PujaKind) : '';
}

export default function PujasPage() {
  const { t } = useTranslation('admin');
  const { get, page, set } = useListParams();
  const activeParam = get('active');
  const query: AdminPujasQuery = {
    kind: asKind(get('kind')),
    q: get('q'),
    active: activeParam === 'true' || activeParam === 'false' ? activeParam : '',
    page,
    pageSize: PAGE_SIZE,
  };
  const pujas = useAdminPujas(query);
  const [editing, setEditing] = useState<Editing>(null);
  const total = pujas.data?.total ?? 0;
  const filtered = Boolean(query.kind || query.q || query.active);

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={t('puja.pujas.title')}
        count={pujas.data ? t('puja.pujas.count', { count: total }) : undefined}
        action={<Button onClick={() => setEditing({})}>{t('puja.pujas.new')}</Button>}
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <SelectField
          label={t('puja.pujas.kind')}
          value={query.kind}
          onChange={(event) => set({ kind: event.target.value })}
          containerClassName="w-full sm:max-w-[12rem]"
        >
          <option value="">{t('puja.pujas.allKinds')}</option>
          {PUJA_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`puja.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <SearchField
          label={t('puja.pujas.search')}
          placeholder={t('puja.pujas.searchPlaceholder')}
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

      {pujas.isPending ? (
        <ListSkeleton rows={8} />
      ) : pujas.isError ? (
        <ListError
          message={errorMessage(pujas.error, t('puja.pujas.loadFailed'))}
          onRetry={() => void pujas.refetch()}
        />
      ) : pujas.data.results.length === 0 ? (
        <EmptyState
          title={filtered ? t('puja.pujas.noMatchTitle') : t('puja.pujas.emptyTitle')}
          description={filtered ? t('puja.pujas.noMatchBody') : t('puja.pujas.emptyBody')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => set({ kind: '', q: '', active: '' })}>
                {t('puja.pujas.clearFilters')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <div className={pujas.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <PujasTable pujas={pujas.data.results} onEdit={(puja) => setEditing({ puja })} />
          </div>
          <Pager page={page} pages={Math.max(1, Math.ceil(total / PAGE_SIZE))} onPage={(next) => set({ page: next })} />
        </>
      )}

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
