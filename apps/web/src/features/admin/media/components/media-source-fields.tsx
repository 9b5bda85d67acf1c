/**
 * Where a video or live stream plays from: the source, then the YouTube link
 * (or bare id) for YouTube, or the address of the file or HLS playlist; under
 * them, across both columns, a preview of what customers will see.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { VideoSource } from '@seva/contracts';
import { SelectField, TextField } from '@/components/ui';
import { MediaPreview } from './media-preview';

type SourceField = 'source' | 'youtubeId' | 'url';

type MediaSourceFieldsProps = {
  sources: readonly VideoSource[];
  /** The form's `register` and `errors` (its values hold `source`, `youtubeId` and `url`). */
  register: (name: SourceField) => UseFormRegisterReturn;
  errors: Partial<Record<SourceField, { message?: string }>>;
  /** The form's current source, YouTube field, address and title (watched), which pick the field and feed the preview. */
  watched: { source: VideoSource; youtube: string; url: string; title: string };
  /** The stored thumbnail's address: the preview player's poster. */
  poster?: string;
};

export function MediaSourceFields({ sources, register, errors, watched, poster }: MediaSourceFieldsProps) {
  const { t } = useTranslation('admin');
  const { source } = watched;
  // All three stay registered (mounted) whichever is shown; only the shown one gets an input.
  const fields = { source: register('source'), youtubeId: register('youtubeId'), url: register('url') };
  return (
    <>
      <SelectField label={t('content.source.label')} error={errors.source?.message} {...fields.source}>
        {sources.map((option) => (
          <option key={option} value={option}>
            {t(`content.source.${option}`)}
          </option>
        ))}
      </SelectField>
      {source === 'youtube' ? (
        <TextField
          label={t('content.source.youtubeField')}
          hint={t('content.source.youtubeHint')}
          inputMode="url"
          error={errors.youtubeId?.message}
          {...fields.youtubeId}
        />
      ) : (
        <TextField
          label={t(source === 'hls' ? 'content.source.hlsField' : 'content.source.fileField')}
          hint={t(source === 'hls' ? 'content.source.hlsHint' : 'content.source.fileHint')}
          inputMode="url"
          error={errors.url?.message}
          {...fields.url}
        />
      )}
      <div className="sm:col-span-2">
        <MediaPreview {...watched} poster={poster} />
      </div>
    </>
  );
}
