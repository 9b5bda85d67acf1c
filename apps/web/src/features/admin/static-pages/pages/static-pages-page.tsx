/**
 * Admin → Pages: the four static pages of the site (terms, privacy, refund,
 * about), one at a time (?slug=), each edited as Markdown with a preview.
 */
import { useTranslation } from 'react-i18next';
import { STATIC_PAGE_SLUGS, type StaticPageSlug } from '@seva/contracts';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/format';
import { useStaticPages } from '../api/get-static-pages';
import { ListHeader } from '../../shared/components/list-header';
import { ListError, ListSkeleton } from '../../shared/components/list-states';
import { StaticPageEditor } from '../components/static-page-editor';
import { useListParams } from '../../shared/hooks/use-list-params';

function asSlug(value: string): StaticPageSlug {
  return (STATIC_PAGE_SLUGS as readonly string[]).includes(value) ? (value as StaticPageSlug) : 'terms';
}

export default function StaticPagesPage() {
  const { t } = useTranslation('admin');
  const { get, set } = useListParams();
  const slug = asSlug(get('slug'));
  const pages = useStaticPages();
  const page = pages.data?.results.find((item) => item.slug === slug);

  return (
    <section className="flex flex-col gap-4">
      <ListHeader title={t('content.pages.title')} count={t('content.pages.intro')} />
      <nav aria-label={t('content.pages.choose')} className="flex flex-wrap gap-2">
        {STATIC_PAGE_SLUGS.map((item) => (
          <button
            key={item}
            type="button"
            aria-current={item === slug ? 'page' : undefined}
            onClick={() => set({ slug: item })}
            className={cn(
              'min-h-10 rounded-lg border px-3 text-sm font-medium',
              item === slug
                ? 'border-primary bg-primary text-white'
                : 'border-gray-300 bg-white text-gray-700 hover:bg-gray-100',
            )}
          >
            {t(`content.pages.slugs.${item}`)}
          </button>
        ))}
      </nav>
      {pages.isPending ? (
        <ListSkeleton rows={4} />
      ) : pages.isError ? (
        <ListError
          message={errorMessage(pages.error, t('content.pages.loadFailed'))}
          onRetry={() => void pages.refetch()}
        />
      ) : (
        <StaticPageEditor key={`${slug}-${page?.updatedAt ?? 'new'}`} slug={slug} page={page} />
      )}
    </section>
  );
}
