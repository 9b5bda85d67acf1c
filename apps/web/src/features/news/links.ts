/** Links of the news pages (query-string routes of SPEC §2). */
import { paths } from '@/config/paths';

/** The query parameter holding the selected category tab on /sanchar/news. */
export const CATEGORY_PARAM = 'category';

/** /sanchar/news/news-details?id=<id> */
export const newsDetailsPath = (id: string) => `${paths.sanchar.newsDetails}?id=${encodeURIComponent(id)}`;

/** /sanchar/news, on a category's tab ('' for All). */
export const newsCategoryPath = (categoryId: string) =>
  categoryId ? `${paths.sanchar.news}?${CATEGORY_PARAM}=${encodeURIComponent(categoryId)}` : paths.sanchar.news;
