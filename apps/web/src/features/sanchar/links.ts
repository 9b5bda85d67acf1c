/** Links inside the Sanchar pages (query-string routes of SPEC §2). */
import type { SearchType } from '@seva/contracts';
import { paths } from '@/config/paths';

/**
 * The search's limits and types, as the API has them (contracts media-search.ts; links.test.ts checks they agree).
 * Copied here so that no Sanchar page pulls the contracts module with its schemas into a chunk of its own.
 */
export const SEARCH_TYPES = ['all', 'video', 'podcast', 'news'] as const satisfies readonly SearchType[];
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 80;

const withId = (path: string, id: string) => `${path}?id=${encodeURIComponent(id)}`;

/** /sanchar/podcast/podcast-data?id=<id> */
export const podcastPath = (id: string) => withId(paths.sanchar.podcastData, id);
/** /sanchar/video/video-data?id=<id> */
export const videoPath = (id: string) => withId(paths.sanchar.videoData, id);
/** /sanchar/live/live-details?id=<id> */
export const livePath = (id: string) => withId(paths.sanchar.liveDetails, id);

const browse = (path: string, categoryId: string, subCategoryId: string) =>
  `${path}?${new URLSearchParams({ category: categoryId, sub: subCategoryId }).toString()}`;

/** /sanchar/podcast opened on one sub-category's episodes. */
export const podcastsPath = (categoryId: string, subCategoryId: string) =>
  browse(paths.sanchar.podcast, categoryId, subCategoryId);
/** /sanchar/video opened on one sub-category's videos. */
export const videosPath = (categoryId: string, subCategoryId: string) =>
  browse(paths.sanchar.video, categoryId, subCategoryId);

/** /sanchar/search?q=<text>[&type=video|podcast|news][&page=n] */
export const searchPath = (q: string, type = 'all', page = 1) => {
  const params = new URLSearchParams({ q });
  if (type !== 'all') params.set('type', type);
  if (page > 1) params.set('page', String(page));
  return `${paths.sanchar.search}?${params.toString()}`;
};
