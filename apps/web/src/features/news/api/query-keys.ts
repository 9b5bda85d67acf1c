/** The news query keys, one place. Every news read is public, so nothing here is user-scoped. */
export const newsKeys = {
  all: ['news'] as const,
  breaking: () => ['news', 'breaking'] as const,
  categories: () => ['news', 'categories'] as const,
  list: (categoryId: string, pageSize: number) => ['news', 'list', categoryId || 'all', pageSize] as const,
  details: (id: string) => ['news', 'details', id] as const,
};
