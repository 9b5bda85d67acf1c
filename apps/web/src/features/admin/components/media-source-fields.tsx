/**
 * Where a video or live stream plays from: the source, then the YouTube link
 * (or bare id) for YouTube, or the address of the file or HLS playlist.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { VideoSource } from '@seva/contracts';
import { SelectField, TextField } from '@/components/ui';

type MediaSourceFieldsProps = {
  sources: readonly VideoSource[];
  /** The chosen source (watched). */
  source: VideoSource;
  register: Record<'source' | 'youtubeId' | 'url', UseFormRegisterReturn>;
  errors: Partial<Record<'source' | 'youtubeId' | 'url', string>>;
};

export function MediaSourceFields({ sources, source, register, errors }: MediaSourceFieldsProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <SelectField label={t('content.source.label')} error={errors.source} {...register.source}>
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
          error={errors.youtubeId}
          {...register.youtubeId}
        />
      ) : (
        <TextField
          label={t(source === 'hls' ? 'content.source.hlsField' : 'content.source.fileField')}
          hint={t(source === 'hls' ? 'content.source.hlsHint' : 'content.source.fileHint')}
          inputMode="url"
          error={errors.url}
          {...register.url}
        />
      )}
    </>
  );
}
