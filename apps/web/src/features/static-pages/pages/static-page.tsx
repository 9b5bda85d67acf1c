/**
 * /terms-of-use, /privacy-policy, /refund-policy, /about-us (SPEC §2): the
 * page's Markdown from the API, with a skeleton while it loads and a retry
 * when it cannot be read. Links inside the text stay in the app when they
 * point at one of our routes and open a new tab otherwise.
 */
import { useTranslation } from 'react-i18next';
import type { StaticPageSlug } from '@seva/contracts';
import { Button, EmptyState, PageContainer, Skeleton } from '@/components/ui';
import { MarkdownArticle } from '@/components/ui/markdown';
import { usePageTitle } from '@/lib/use-page-title';
import { useStaticPage } from '../api/get-static-page';

function PageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('loading')} className="space-y-4">
      <Skeleton className="h-8 w-2/3" />
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} className={i % 3 === 2 ? 'h-4 w-4/5' : 'h-4 w-full'} />
      ))}
    </div>
  );
}

export default function StaticPage({ slug }: { slug: StaticPageSlug }) {
  const { t } = useTranslation('common');
  const page = useStaticPage(slug);
  usePageTitle(page.data?.title);

  let body;
  if (page.isPending) body = <PageSkeleton />;
  else if (page.isError)
    body = (
      <EmptyState
        title={t('staticPage.loadFailed')}
        description={t('staticPage.loadFailedHint')}
        action={<Button onClick={() => void page.refetch()}>{t('tryAgain')}</Button>}
      />
    );
  else body = <MarkdownArticle title={page.data.title} content={page.data.content} />;

  return (
    <PageContainer width="lg">
      <div className="rounded-2xl bg-white px-5 py-8 shadow-sm sm:px-10">{body}</div>
    </PageContainer>
  );
}
