/** The Sanchar query keys, one place. Every read is public, so none depends on the customer. */
export const sancharKeys = {
  all: ['sanchar'] as const,
  categories: () => ['sanchar', 'categories'] as const,
  subCategories: (categoryId: string) => ['sanchar', 'sub-categories', categoryId] as const,
  podcasts: (subCategoryId: string) => ['sanchar', 'podcasts', subCategoryId] as const,
  morePodcasts: (subCategoryId: string) => ['sanchar', 'podcasts', subCategoryId, 'more'] as const,
  podcast: (id: string) => ['sanchar', 'podcast', id] as const,
  videos: (subCategoryId: string) => ['sanchar', 'videos', subCategoryId] as const,
  relatedVideos: (subCategoryId: string) => ['sanchar', 'videos', subCategoryId, 'related'] as const,
  video: (id: string) => ['sanchar', 'video', id] as const,
  live: () => ['sanchar', 'live'] as const,
  liveStream: (id: string) => ['sanchar', 'live', id] as const,
};
