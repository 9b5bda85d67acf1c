/**
 * /dashboard/transactions (signed-in, in the dashboard frame): the
 * customer's payments newest first, each with what it bought, its date,
 * amount, status (and refund) and reference; paged by `?page=`. A failed
 * load shows the empty list (SPEC §8).
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, PageContainer, Pager, Skeleton, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { pageCount, pageFrom } from '@/lib/paging';
import { usePageTitle } from '@/lib/use-page-title';
import { useTransactions } from '../api/get-transactions';
import { TransactionCard } from '../components/transaction-card';

export default function TransactionsPage() {
  const { t } = useTranslation('membership');
  usePageTitle(t('transactions.title'));
  const [params] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const { data } = useTransactions(page);

  let body;
  if (!data) {
    body = (
      <div className="flex flex-col gap-3" aria-hidden="true" data-testid="transactions-skeleton">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24 w-full rounded-2xl" />
        ))}
      </div>
    );
  } else if (data.results.length === 0) {
    body = (
      <EmptyState
        title={t('transactions.emptyTitle')}
        description={t('transactions.emptyBody')}
        action={
          <Link to={paths.milanSathi.membership} className={buttonClasses('primary')}>
            {t('plans.title')}
          </Link>
        }
      />
    );
  } else {
    const { results, total, pageSize } = data;
    const pages = pageCount(total, pageSize);
    body = (
      <>
        <ul className="flex flex-col gap-3">
          {results.map((transaction) => (
            <li key={transaction._id}>
              <TransactionCard transaction={transaction} />
            </li>
          ))}
        </ul>
        <Pager
          page={page}
          pages={pages}
          label={t('transactions.pagesLabel')}
          pageOf={t('transactions.pageOf', { page, pages })}
          hrefOf={(n) => `${paths.dashboard.transactions}?page=${n}`}
        />
      </>
    );
  }

  return (
    <PageContainer width="lg" className="pt-4">
      <h1 className="mb-4 text-2xl font-bold text-gray-900 sm:text-3xl">{t('transactions.title')}</h1>
      {body}
    </PageContainer>
  );
}
