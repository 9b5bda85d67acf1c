/**
 * Admin → Pages: the four static pages of the site (terms, privacy, refund,
 * about), one at a time (?slug=), each edited as Markdown with a preview;
 * a page whose Hindi is incomplete says so, and ?hindi=missing offers only those.
 */
import { useTranslation } from 'react-i18next';
import { STATIC_PAGE_SLUGS, type StaticPageSlug } from '@seva/contracts';
import { Button, EmptyState } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/format';
import { useStaticPages } from '../api/get-static-pages';
import { FilterBar } from '../../shared/components/filter-bar';
import { asHindiFilter, HindiFilter, HindiMissingBadge } from '../../shared/components/hindi-fields';
import { ListHeader } from '../../shared/components/list-header';
import { ListError, ListSkeleton } from '../../shared/components/list-states';
import { StaticPageEditor } from '../components/static-page-editor';
import { useListParams } from '../../shared/hooks/use-list-params';

/** The editor's label of each translatable field, for "Hindi missing". */
const PAGE_FIELD_LABELS: Record<string, string> = {
  title: 'content.pages.pageTitle',
  content: 'content.pages.content',
};

/** The page in the URL when it is one of `offered`, else the first of them. */
function asSlug(value: string, offered: readonly StaticPageSlug[]): StaticPageSlug | undefined {
  return offered.find((slug) => slug === value) ?? offered[0];
}

export default function StaticPagesPage() {
  const { t } = useTranslation('admin');
  const { get, set } = useListParams();
  const hindi = asHindiFilter(get('hindi'));
  const pages = useStaticPages(hindi);
  const results = pages.data?.results ?? [];
  // Filtered, only the pages the server says lack Hindi are offered.
  const offered = hindi ? results.map((item) => item.slug) : STATIC_PAGE_SLUGS;
  const slug = asSlug(get('slug'), offered);
  const page = results.find((item) => item.slug === slug);

  return (
    <section className="flex flex-col gap-4">
      <ListHeader title={t('content.pages.title')} count={t('content.pages.intro')} />
      <FilterBar>
        <HindiFilter value={hindi} onChange={(next) => set({ hindi: next })} />
      </FilterBar>
      <nav aria-label={t('content.pages.choose')} className="flex flex-wrap gap-2">
        {offered.map((item) => (
          <button
            key={item}
            type="button"
            aria-current={item === slug ? 'page' : undefined}
            onClick={() => set({ slug: item })}
            className={cn(
              'flex min-h-10 items-center gap-2 rounded-lg border px-3 text-sm font-medium',
              item === slug
                ? 'border-primary bg-primary text-white'
                : 'border-gray-300 bg-white text-gray-700 hover:bg-gray-100',
            )}
          >
            {t(`content.pages.slugs.${item}`)}
            <HindiMissingBadge
              missing={results.find((result) => result.slug === item)?.hindiMissing ?? []}
              labelOf={(field) => t(PAGE_FIELD_LABELS[field] ?? field)}
            />
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
      ) : slug ? (
        <StaticPageEditor key={`${slug}-${page?.updatedAt ?? 'new'}`} slug={slug} page={page} />
      ) : (
        <EmptyState
          title={t('content.pages.noMatchTitle')}
          description={t('content.pages.noMatchBody')}
          action={
            <Button variant="secondary" onClick={() => set({ hindi: '' })}>
              {t('content.pages.clearFilters')}
            </Button>
          }
        />
      )}
    </section>
  );
}
