/**
 * The console's client-side check of a chosen file against the server's
 * limits (contracts MEDIA_UPLOAD_LIMITS), so a wrong or too large file is
 * refused before a byte is sent. The server checks again by the file's own
 * bytes; this check only has to agree with it on honest files.
 */
import { MEDIA_UPLOAD_LIMITS } from '@seva/contracts';

export type UploadKind = keyof typeof MEDIA_UPLOAD_LIMITS;
export type UploadProblem = 'wrongType' | 'tooLarge';

/** Other names browsers give the same formats (Chrome reports .m4a as audio/x-m4a, Firefox .wav as audio/x-wav…). */
const TYPE_ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'audio/mp3': 'audio/mpeg',
  'audio/x-m4a': 'audio/mp4',
  'audio/m4a': 'audio/mp4',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
};

/** What a file with no type reported is taken to be, by its extension. */
const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

function typeOf(file: File): string {
  if (file.type) return TYPE_ALIASES[file.type] ?? file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? '';
}

/** What is wrong with `file` as a `kind` upload, or null when it may be sent. */
export function uploadProblem(file: File, kind: UploadKind): UploadProblem | null {
  const limits = MEDIA_UPLOAD_LIMITS[kind];
  if (!(limits.types as readonly string[]).includes(typeOf(file))) return 'wrongType';
  if (file.size > limits.maxBytes) return 'tooLarge';
  return null;
}

/** The file input's `accept`: the types and their usual extensions. */
export function acceptOf(kind: UploadKind): string {
  const types: readonly string[] = MEDIA_UPLOAD_LIMITS[kind].types;
  const extensions = Object.entries(EXTENSION_TYPES)
    .filter(([, type]) => types.includes(type))
    .map(([extension]) => `.${extension}`);
  return [...types, ...extensions].join(',');
}

/** The largest `kind` file, in whole megabytes (MiB, as the limits are written). */
export function maxMegabytes(kind: UploadKind): number {
  return Math.round(MEDIA_UPLOAD_LIMITS[kind].maxBytes / (1024 * 1024));
}
