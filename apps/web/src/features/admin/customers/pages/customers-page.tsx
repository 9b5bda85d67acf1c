/** Admin → Customers: search by name, mobile or e-mail; paged (GET /api/admin/customers). */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS, TextField } from '@/components/ui';
import { useCustomers } from '../api/get-customers';
import { CustomersTable } from '../components/customers-table';
import { ListHeader } from '../../shared/components/list-header';
import { PagedList } from '../../shared/components/paged-list';

const PAGE_SIZE = 20;

export default function CustomersPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);

  // The URL holds the applied search, so a refresh or a shared link shows the same page.
  useEffect(() => {
    if (search === q) return;
    const id = window.setTimeout(() => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (search.trim()) next.set('q', search);
        else next.delete('q');
        next.delete('page');
        return next;
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(id);
  }, [search, q, setParams]);

  const customers = useCustomers({ q, page, pageSize: PAGE_SIZE });

  const goTo = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('page', String(next));
      return updated;
    });

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={t('customers.title')}
        count={customers.data ? t('customers.count', { count: customers.data.total }) : undefined}
      />

      <TextField
        label={t('customers.search')}
        type="search"
        placeholder={t('customers.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        containerClassName="max-w-md"
      />

      <PagedList
        list={customers}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={goTo}
        texts={{
          loadFailed: t('customers.loadFailed'),
          emptyTitle: t('customers.emptyTitle'),
          emptyBody: t('customers.emptyBody'),
          noMatchTitle: t('customers.noMatchTitle', { q }),
          noMatchBody: t('customers.noMatchBody'),
          clearFilters: t('customers.clearSearch'),
        }}
        onClearFilters={q ? () => setSearch('') : undefined}
      >
        {(results) => <CustomersTable customers={results} />}
      </PagedList>
    </section>
  );
}
