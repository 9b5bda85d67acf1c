/**
 * Uploads the files chosen in an UploadField to a saved record, one after
 * another: each is checked against the limits first (nothing is sent when one
 * fails), a picture is previewed at once (as a data: URL: the CSP allows
 * data: images), progress is reported, and the server's refusal (400, 413) is
 * kept for the field to show beside the control.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { maxMegabytes, uploadProblem, type UploadKind } from '../upload-limits';

/** Sends one file, reporting the share sent (0–1); answers the saved record and the server's message. */
export type UploadFile<Item> = (
  file: File,
  onProgress: (fraction: number) => void,
) => Promise<{ message: string; data: Item }>;

type Sending = { name: string; index: number; count: number; progress: number };

/**
 * `upload` is undefined until the record exists (the field is disabled then);
 * `maxFiles` is how many files one choice may add (a gallery's free places).
 */
export function useFileUpload<Item>(
  kind: UploadKind,
  upload: UploadFile<Item> | undefined,
  onUploaded?: (item: Item) => void,
  maxFiles = Infinity,
) {
  const { t } = useTranslation('admin');
  const [sending, setSending] = useState<Sending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  const showPreview = (file: File) => {
    if (kind !== 'image') return;
    const reader = new FileReader();
    reader.onload = () => typeof reader.result === 'string' && setPreview(reader.result);
    reader.readAsDataURL(file);
  };

  const start = async (files: File[]) => {
    if (!upload || files.length === 0 || sending) return;
    if (files.length > maxFiles) {
      setError(t('content.upload.tooMany', { count: maxFiles }));
      return;
    }
    for (const file of files) {
      const problem = uploadProblem(file, kind);
      if (problem) {
        setError(
          t(`content.upload.${problem}`, {
            name: file.name,
            types: t(`content.upload.types.${kind}`),
            max: maxMegabytes(kind),
          }),
        );
        return;
      }
    }
    setError(null);
    for (const [index, file] of files.entries()) {
      setSending({ name: file.name, index, count: files.length, progress: 0 });
      showPreview(file);
      try {
        const saved = await upload(file, (progress) => setSending((now) => now && { ...now, progress }));
        toast.success(saved.message);
        onUploaded?.(saved.data);
      } catch (failure) {
        setError(errorMessage(failure, t('content.upload.failed', { name: file.name })));
        setPreview(null);
        break;
      }
    }
    setSending(null);
    setPreview(null);
  };

  return { start, sending, error, preview, enabled: upload !== undefined };
}

export type FileUpload = ReturnType<typeof useFileUpload>;
