/**
 * /sanchar/news: the breaking-news ticker, category tabs (All + every
 * category, the choice in `?category=`) and the news of the chosen one,
 * newest first, in pages behind "Load more". Lists fail silently to the
 * empty state (SPEC §8).
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkChips, PageContainer } from '@/components/ui';
import { useLocalizedName } from '@/lib/localized-name';
import { usePageTitle } from '@/lib/use-page-title';
import { useNewsCategories } from '../api/get-news-categories';
import { BreakingNewsTicker } from '../components/breaking-news-ticker';
import { NewsResults } from '../components/news-results';
import { CATEGORY_PARAM, newsCategoryPath } from '../links';

export default function NewsPage() {
  const { t } = useTranslation('news');
  const [params] = useSearchParams();
  const categories = useNewsCategories();
  const localName = useLocalizedName();
  const selected = params.get(CATEGORY_PARAM) ?? '';
  usePageTitle(t('list.title'));

  const chips = [
    { key: 'all', label: t('list.all'), to: newsCategoryPath(''), current: selected === '' },
    ...(categories.data ?? []).map((category) => ({
      key: category._id,
      label: localName(category),
      to: newsCategoryPath(category._id),
      current: category._id === selected,
    })),
  ];

  return (
    <PageContainer>
      <BreakingNewsTicker className="mb-5" />
      <header className="mb-4">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('list.title')}</h1>
        <p className="mt-1 text-sm text-gray-600 sm:text-base">{t('list.subtitle')}</p>
      </header>
      <LinkChips label={t('list.categories')} chips={chips} loading={categories.isPending} className="mb-5" />
      <NewsResults key={selected} categoryId={selected} />
    </PageContainer>
  );
}
