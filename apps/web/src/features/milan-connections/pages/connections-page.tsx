/**
 * /dashboard/connections (signed-in, in the dashboard frame): interests
 * received, interests sent and accepted connections as tabs with counts
 * (GET /api/connections?tab=…); the tab and page live in the address
 * (?tab=sent&page=2) so Back and a shared link work. Each tab says what to
 * do when it is empty; a failed load offers Try again.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CONNECTION_TABS, type ConnectionTab } from '@seva/contracts';
import { EmptyState, LoadError, PageContainer, Pager, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { pageCount, pageFrom } from '@/lib/paging';
import { usePageTitle } from '@/lib/use-page-title';
import { useConnections } from '../api/get-connections';
import { ConnectionActions } from '../components/connection-actions';
import { ConnectionCard, ConnectionCardSkeletons } from '../components/connection-card';
import { ConnectionTabs, tabId } from '../components/connection-tabs';

const PANEL_ID = 'connections-panel';

function tabFrom(value: string | null): ConnectionTab {
  return CONNECTION_TABS.find((tab) => tab === value) ?? 'received';
}

function EmptyTab({ tab }: { tab: ConnectionTab }) {
  const { t } = useTranslation('milanConnections');
  return (
    <EmptyState
      title={t(`empty.${tab}.title`)}
      description={t(`empty.${tab}.body`)}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Link to={paths.milanSathi.search} className={buttonClasses('primary')}>
            {t('empty.search')}
          </Link>
          {tab === 'received' && (
            <Link to={paths.dashboard.editProfile} className={buttonClasses('secondary')}>
              {t('empty.completeProfile')}
            </Link>
          )}
        </div>
      }
    />
  );
}

export default function ConnectionsPage() {
  const { t } = useTranslation('milanConnections');
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('tab'));
  const page = pageFrom(params.get('page'));
  const connections = useConnections(tab, page);
  const data = connections.data;
  // keepPreviousData shows the last tab's counts while the next tab loads, never its rows.
  const current = connections.isPlaceholderData ? undefined : data;

  const go = (next: { tab?: ConnectionTab; page?: number }) => {
    const nextTab = next.tab ?? tab;
    const nextPage = next.page ?? 1;
    setParams(nextPage > 1 ? { tab: nextTab, page: String(nextPage) } : { tab: nextTab });
  };

  // The last item of a later page was answered or withdrawn: show the last page there is.
  const lastPage = current ? pageCount(current.total, current.pageSize) : page;
  useEffect(() => {
    if (page > lastPage) setParams(lastPage > 1 ? { tab, page: String(lastPage) } : { tab }, { replace: true });
  }, [page, lastPage, tab, setParams]);

  let body;
  if (connections.isError && !current) {
    body = <LoadError message={t('loadError')} onRetry={() => void connections.refetch()} />;
  } else if (!current) {
    body = <ConnectionCardSkeletons />;
  } else if (current.results.length === 0) {
    body = <EmptyTab tab={tab} />;
  } else {
    body = (
      <>
        <ul className="flex flex-col gap-3">
          {current.results.map((connection) => (
            <li key={connection._id}>
              <ConnectionCard connection={connection} actions={<ConnectionActions connection={connection} />} />
            </li>
          ))}
        </ul>
        <Pager
          page={page}
          pages={lastPage}
          label={t('pager.label')}
          pageOf={t('pager.pageOf', { page, pages: lastPage })}
          onPage={(n) => go({ page: n })}
        />
      </>
    );
  }

  return (
    <PageContainer width="lg" className="pt-4">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 mb-4 text-gray-600">{t('subtitle')}</p>
      <ConnectionTabs tab={tab} counts={data?.counts} onSelect={(next) => go({ tab: next })} panelId={PANEL_ID} />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} aria-busy={!current || undefined}>
        {body}
      </div>
    </PageContainer>
  );
}
