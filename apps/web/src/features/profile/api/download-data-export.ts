/**
 * GET /api/me/data-exports/:id/download: the ZIP comes only with the bearer
 * token, so a plain link cannot fetch it; it is fetched as a Blob and handed
 * to the browser as a download (lib/save-file.ts).
 */
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** "seva-my-data-2026-11-29.zip" for an export asked for at `createdAt` (ISO). */
export const dataExportFileName = (createdAt: string) => `seva-my-data-${createdAt.slice(0, 10)}.zip`;

/** Fetches export `id` and saves it as `fileName`. Throws ApiError (404, 410 expired…) as the client does. */
export async function downloadDataExport(id: string, fileName: string): Promise<void> {
  saveFile(await api.getBlob(`/me/data-exports/${encodeURIComponent(id)}/download`), 'application/zip', fileName);
}
