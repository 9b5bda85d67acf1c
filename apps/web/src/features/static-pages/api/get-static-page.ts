/**
 * GET /api/admin/<call> for one static page (SPEC §7: getTermsAndCondition,
 * getPrivacyPolicy, getRefundPolicy, getAboutUs). Public; answers
 * `{ status, data: { slug, title, content (Markdown), updatedAt } }`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STATIC_PAGES, type StaticPage, type StaticPageResponse, type StaticPageSlug } from '@seva/contracts';
import { api } from '@/lib/api-client';

export const getStaticPage = async (slug: StaticPageSlug): Promise<StaticPage> =>
  (await api.get<StaticPageResponse>(`/admin/${STATIC_PAGES[slug].call}`)).data;

/** Pages change rarely: keep one fresh for five minutes, like the server's Cache-Control. */
export const staticPageQueryOptions = (slug: StaticPageSlug) =>
  queryOptions({ queryKey: ['static-page', slug], queryFn: () => getStaticPage(slug), staleTime: 5 * 60_000 });

export function useStaticPage(slug: StaticPageSlug) {
  return useQuery(staticPageQueryOptions(slug));
}
