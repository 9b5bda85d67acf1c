import { useUploadContent, type ContentResource } from '../api/content-resource';
import type { UploadFile } from './use-file-upload';

/**
 * The upload of one kind of file (`what`: image, thumbnail, audio, file…) to
 * `record`, for an UploadField; undefined while the record is not saved yet.
 */
export function useRecordUpload<Item extends { _id: string }>(
  resource: ContentResource<Item, unknown, unknown>,
  record: Item | undefined,
  what: string,
  field = 'file',
): UploadFile<Item> | undefined {
  const upload = useUploadContent(resource, what, field);
  if (!record) return undefined;
  return (file, onProgress) => upload.mutateAsync({ id: record._id, file, onProgress });
}
