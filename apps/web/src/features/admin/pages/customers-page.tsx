/** Admin → Customers: search by name, mobile or e-mail; paged (GET /api/admin/customers). */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, EmptyState, TextField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useCustomers } from '../api/get-customers';
import { CustomersTable } from '../components/customers-table';
import { ListHeader } from '../components/list-header';
import { ListError, ListSkeleton } from '../components/list-states';
import { Pager } from '../components/pager';

const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

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
  const total = customers.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

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
        count={customers.data ? t('customers.count', { count: total }) : undefined}
      />

      <TextField
        label={t('customers.search')}
        type="search"
        placeholder={t('customers.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        containerClassName="max-w-md"
      />

      {customers.isPending ? (
        <ListSkeleton rows={8} />
      ) : customers.isError ? (
        <ListError
          message={errorMessage(customers.error, t('customers.loadFailed'))}
          onRetry={() => void customers.refetch()}
        />
      ) : customers.data.results.length === 0 ? (
        <EmptyState
          title={q ? t('customers.noMatchTitle', { q }) : t('customers.emptyTitle')}
          description={q ? t('customers.noMatchBody') : t('customers.emptyBody')}
          action={
            q ? (
              <Button variant="secondary" onClick={() => setSearch('')}>
                {t('customers.clearSearch')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <div className={customers.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <CustomersTable customers={customers.data.results} />
          </div>
          <Pager page={page} pages={pages} onPage={goTo} />
        </>
      )}
    </section>
  );
}
