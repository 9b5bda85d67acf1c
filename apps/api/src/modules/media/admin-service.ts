/**
 * The media console's services (GET/POST/PATCH/DELETE /api/admin/media/…,
 * /api/admin/darshan/…), one concern per file: categories and
 * sub-categories, videos, podcast episodes, live streams and daily darshan.
 * The route files import from here.
 */
export {
  CATEGORY_NOT_FOUND,
  SUB_CATEGORY_NOT_FOUND,
  UNKNOWN_CATEGORY,
  createMediaCategory,
  createMediaSubCategory,
  deleteMediaCategory,
  deleteMediaSubCategory,
  getAdminMediaCategory,
  getAdminMediaSubCategory,
  listAdminMediaCategories,
  listAdminMediaSubCategories,
  setMediaCategoryImage,
  setMediaSubCategoryImage,
  updateMediaCategory,
  updateMediaSubCategory,
} from './admin-categories.js';
export { UNKNOWN_SUB_CATEGORY } from './admin-common.js';
export {
  DARSHAN_FULL,
  DARSHAN_NOT_FOUND,
  NO_SUCH_PICTURE,
  TEMPLE_NOT_FOUND,
  UNKNOWN_TEMPLE,
  addDarshanImage,
  createDarshan,
  createTemple,
  deleteDarshan,
  deleteTemple,
  getAdminDarshan,
  getAdminTemple,
  listAdminDarshans,
  listAdminTemples,
  removeDarshanImage,
  updateDarshan,
  updateTemple,
} from './admin-darshan.js';
export {
  LIVE_NOT_FOUND,
  createLiveStream,
  deleteLiveStream,
  getAdminLiveStream,
  listAdminLiveStreams,
  setLiveThumbnail,
  updateLiveStream,
} from './admin-live.js';
export {
  NOT_AUDIO,
  PODCAST_NOT_FOUND,
  createPodcast,
  deletePodcast,
  getAdminPodcast,
  listAdminPodcasts,
  setPodcastAudio,
  setPodcastImage,
  updatePodcast,
} from './admin-podcasts.js';
export {
  NOT_A_VIDEO,
  VIDEO_NOT_FOUND,
  createVideo,
  deleteVideo,
  getAdminVideo,
  listAdminVideos,
  setVideoFile,
  setVideoThumbnail,
  updateVideo,
} from './admin-videos.js';
