/**
 * /sanchar/search?q=<text>[&type=video|podcast|news][&page=n] (issue 23):
 * searches the published videos, podcast episodes and news in English and
 * Hindi (GET /api/search) and shows the matches grouped by type, best first,
 * with a chip row to keep one type (paged then). Typing updates the address
 * after a pause; under 2 letters it only says so.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SearchType } from '@seva/contracts';
import { EmptyState, LinkChips, LoadError, PageContainer, Pager } from '@/components/ui';
import { SearchBox } from '@/components/ui/search-box';
import { usePageTitle } from '@/lib/use-page-title';
import { SEARCH_PAGE_SIZE, useMediaSearch } from '../api/search';
import { NewsHit } from '../components/news-hit';
import { PodcastList, PodcastListSkeleton } from '../components/podcast-row';
import { VideoGrid } from '../components/video-card';
import { SEARCH_MIN_LENGTH, SEARCH_TYPES, searchPath } from '../links';

const isSearchType = (value: string | null): value is SearchType => SEARCH_TYPES.includes(value as SearchType);

/** One type's matches under its heading, with "Show all" when more match than shown. */
function Group({ title, count, more, children }: { title: string; count: number; more?: string; children: ReactNode }) {
  const { t } = useTranslation('sanchar');
  return (
    <section aria-label={title} className="mt-8">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 className="text-xl font-bold text-gray-900">
          {title} <span className="text-base font-medium text-gray-500">({count})</span>
        </h2>
        {more && (
          <Link to={more} className="text-sm font-semibold text-primary-dark hover:underline">
            {t('search.showAll', { count })}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

export default function SearchPage() {
  const { t } = useTranslation('sanchar');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const typeParam = params.get('type');
  const type: SearchType = isSearchType(typeParam) ? typeParam : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = useMediaSearch(q, type, page);
  usePageTitle(q ? `${t('search.title')}: ${q}` : t('search.title'));

  const chips = SEARCH_TYPES.map((kind) => ({
    key: kind,
    label: t(`search.${kind}`),
    to: searchPath(q, kind),
    current: kind === type,
  }));
  const data = search.data;
  const total = data ? data.videos.total + data.podcasts.total + data.news.total : 0;
  const more = (kind: SearchType, count: number) =>
    type === 'all' && count > SEARCH_PAGE_SIZE.all ? searchPath(q, kind) : undefined;
  const shownTotal = type === 'all' ? 0 : total;
  const pages = Math.ceil(shownTotal / SEARCH_PAGE_SIZE.one);

  let body: ReactNode;
  if (q.length < SEARCH_MIN_LENGTH) body = <p className="mt-6 text-sm text-gray-600">{t('search.hint')}</p>;
  else if (search.isPending)
    body = (
      <div className="mt-8" aria-busy="true">
        <p className="sr-only" role="status">
          {t('search.loading')}
        </p>
        <PodcastListSkeleton count={3} />
      </div>
    );
  else if (search.isError) body = <LoadError message={t('search.failed')} onRetry={() => void search.refetch()} />;
  else if (!data || total === 0)
    body = (
      <div className="mt-6">
        <EmptyState title={t('search.empty', { q })} />
      </div>
    );
  else
    body = (
      <div aria-busy={search.isFetching}>
        <p role="status" className="mt-4 text-sm text-gray-600">
          {t('search.results', { count: total, q })}
        </p>
        {data.videos.total > 0 && (
          <Group title={t('search.video')} count={data.videos.total} more={more('video', data.videos.total)}>
            <VideoGrid videos={data.videos.results} label={t('search.video')} />
          </Group>
        )}
        {data.podcasts.total > 0 && (
          <Group title={t('search.podcast')} count={data.podcasts.total} more={more('podcast', data.podcasts.total)}>
            <PodcastList podcasts={data.podcasts.results} label={t('search.podcast')} />
          </Group>
        )}
        {data.news.total > 0 && (
          <Group title={t('search.news')} count={data.news.total} more={more('news', data.news.total)}>
            <ul aria-label={t('search.news')} className="flex flex-col gap-3">
              {data.news.results.map((item) => (
                <li key={item._id}>
                  <NewsHit item={item} />
                </li>
              ))}
            </ul>
          </Group>
        )}
        {pages > 1 && (
          <div className="mt-8">
            <Pager
              page={page}
              pages={pages}
              label={t('search.pages')}
              pageOf={t('search.pageOf', { page, pages })}
              hrefOf={(n) => searchPath(q, type, n)}
            />
          </div>
        )}
      </div>
    );

  return (
    <PageContainer>
      <header className="mb-4">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('search.title')}</h1>
        <p className="mt-1 text-sm text-gray-600 sm:text-base">{t('search.subtitle')}</p>
      </header>
      <div className="max-w-xl">
        <SearchBox
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={q}
          onSearch={(next) => void navigate(searchPath(next, type), { replace: true })}
        />
      </div>
      {q.length >= SEARCH_MIN_LENGTH && <LinkChips label={t('search.types')} chips={chips} className="mt-4" />}
      {body}
    </PageContainer>
  );
}
