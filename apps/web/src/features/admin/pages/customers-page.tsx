/** Admin → Customers: search by name, mobile or e-mail; paged (GET /api/admin/customers). */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, EmptyState, TextField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useCustomers } from '../api/get-customers';
import { CustomersTable, CustomersTableSkeleton } from '../components/customers-table';

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
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-gray-900">{t('customers.title')}</h1>
        <p className="text-sm text-gray-600" aria-live="polite">
          {customers.data ? t('customers.count', { count: total }) : '\u00a0'}
        </p>
      </header>

      <TextField
        label={t('customers.search')}
        type="search"
        placeholder={t('customers.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        containerClassName="max-w-md"
      />

      {customers.isPending ? (
        <CustomersTableSkeleton rows={8} />
      ) : customers.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-white p-4">
          <p className="text-gray-800">{errorMessage(customers.error, t('customers.loadFailed'))}</p>
          <Button variant="secondary" onClick={() => void customers.refetch()}>
            {t('common:tryAgain')}
          </Button>
        </div>
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
          <nav aria-label={t('customers.pagination')} className="flex items-center justify-between gap-3">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              {t('customers.previous')}
            </Button>
            <span className="text-sm text-gray-600">{t('customers.pageOf', { page, pages })}</span>
            <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
              {t('customers.next')}
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}
