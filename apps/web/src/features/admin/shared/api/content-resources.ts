/**
 * The content console's collections (routes in contracts media-admin.ts and news-admin.ts), each with its
 * record and body types: media's, darshan's and news'. One module for the three: split by domain, each part
 * would be a chunk of its own whose name the entry's preload map carries, in the first visit's JavaScript
 * budget (issue 18).
 */
import type {
  AdminDarshan,
  AdminDarshanCreateBody,
  AdminDarshanTemple,
  AdminDarshanTempleCreateBody,
  AdminDarshanTempleUpdateBody,
  AdminDarshanUpdateBody,
  AdminLiveCreateBody,
  AdminLiveStream,
  AdminLiveUpdateBody,
  AdminMediaCategory,
  AdminMediaCategoryCreateBody,
  AdminMediaCategoryUpdateBody,
  AdminMediaSubCategory,
  AdminMediaSubCategoryCreateBody,
  AdminMediaSubCategoryUpdateBody,
  AdminNews,
  AdminNewsCategory,
  AdminNewsCategoryCreateBody,
  AdminNewsCategoryUpdateBody,
  AdminNewsCreateBody,
  AdminNewsUpdateBody,
  AdminPodcast,
  AdminPodcastCreateBody,
  AdminPodcastUpdateBody,
  AdminVideo,
  AdminVideoCreateBody,
  AdminVideoUpdateBody,
} from '@seva/contracts';
import { contentResource } from './content-resource';

export const mediaCategoriesResource = contentResource<
  AdminMediaCategory,
  AdminMediaCategoryCreateBody,
  AdminMediaCategoryUpdateBody
>('media-categories', '/admin/media/categories');

/** Listed with `?categoryId=`. */
export const subCategoriesResource = contentResource<
  AdminMediaSubCategory,
  AdminMediaSubCategoryCreateBody,
  AdminMediaSubCategoryUpdateBody
>('media-sub-categories', '/admin/media/sub-categories');

/** Listed with `?subCategoryId=&q=`; uploads: `thumbnail` (picture), `file` (MP4/WebM). */
export const videosResource = contentResource<AdminVideo, AdminVideoCreateBody, AdminVideoUpdateBody>(
  'videos',
  '/admin/media/videos',
);

/** Uploads: `image` (picture), `audio` (MP3/M4A/OGG/WAV). */
export const podcastsResource = contentResource<AdminPodcast, AdminPodcastCreateBody, AdminPodcastUpdateBody>(
  'podcasts',
  '/admin/media/podcasts',
);

/** Upload: `thumbnail`. */
export const liveStreamsResource = contentResource<AdminLiveStream, AdminLiveCreateBody, AdminLiveUpdateBody>(
  'live',
  '/admin/media/live',
);

export const templesResource = contentResource<
  AdminDarshanTemple,
  AdminDarshanTempleCreateBody,
  AdminDarshanTempleUpdateBody
>('darshan-temples', '/admin/darshan/temples');

/** Listed with `?templeId=&date=`, newest first; upload `images` adds one picture. */
export const darshanResource = contentResource<AdminDarshan, AdminDarshanCreateBody, AdminDarshanUpdateBody>(
  'darshan',
  '/admin/darshan/entries',
);

export const newsCategoriesResource = contentResource<
  AdminNewsCategory,
  AdminNewsCategoryCreateBody,
  AdminNewsCategoryUpdateBody
>('news-categories', '/admin/news/categories');

/** Listed with `?categoryId=&breaking=&q=`; upload `image`. */
export const newsResource = contentResource<AdminNews, AdminNewsCreateBody, AdminNewsUpdateBody>(
  'news',
  '/admin/news/items',
);
