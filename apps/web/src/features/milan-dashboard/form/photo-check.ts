/**
 * The client-side check of a chosen profile photo against the upload rule
 * (POST /api/users/:id/upload-image: JPEG, PNG or WebP up to
 * PROFILE_PHOTO_MAX_BYTES = 5 MiB), so a wrong file is refused before a byte
 * is sent. The server sniffs the bytes again; this only has to agree with it
 * on honest files.
 */
import { PROFILE_PHOTO_MAX_BYTES } from '@seva/contracts';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const EXTENSIONS: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export type PhotoProblem = 'wrongType' | 'tooLarge';

/** What is wrong with `file` as a profile photo, or null when it may be sent. */
export function photoProblem(file: File): PhotoProblem | null {
  const reported = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  const type = reported || EXTENSIONS[file.name.split('.').pop()?.toLowerCase() ?? ''] || '';
  if (!(PHOTO_TYPES as readonly string[]).includes(type)) return 'wrongType';
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The file input's `accept`. */
export const PHOTO_ACCEPT = [...PHOTO_TYPES, '.jpg', '.jpeg', '.png', '.webp'].join(',');

/** The limit in whole megabytes (MiB), for the hint. */
export const PHOTO_MAX_MB = Math.round(PROFILE_PHOTO_MAX_BYTES / (1024 * 1024));
