/**
 * Where a video or live stream plays from, in the surrounding Form (its values
 * hold `source`, `youtubeId`, `url` and `title`): the source, then the YouTube
 * link (or bare id) for YouTube, or the address of the file or HLS playlist;
 * under them, across both columns, a preview of what customers will see.
 */
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { VideoSource } from '@seva/contracts';
import { useFieldErrors } from '@/components/form';
import { SelectField, TextField } from '@/components/ui';
import { schemaMessage } from '../../shared/form/schema-message';
import { MediaPreview } from './media-preview';

type SourceValues = { source: VideoSource; youtubeId: string; url: string; title: string };

type MediaSourceFieldsProps = {
  sources: readonly VideoSource[];
  /** The stored thumbnail's address: the preview player's poster. */
  poster?: string;
};

export function MediaSourceFields({ sources, poster }: MediaSourceFieldsProps) {
  const { t } = useTranslation('admin');
  const { register, control } = useFormContext<SourceValues>();
  const errorText = useFieldErrors<SourceValues>(schemaMessage);
  // The current source, YouTube field, address and title pick the field and feed the preview.
  const [source, youtube, url, title] = useWatch({ control, name: ['source', 'youtubeId', 'url', 'title'] });
  // All three stay registered (mounted) whichever is shown; only the shown one gets an input.
  const fields = { source: register('source'), youtubeId: register('youtubeId'), url: register('url') };
  return (
    <>
      <SelectField label={t('content.source.label')} error={errorText('source')} {...fields.source}>
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
          error={errorText('youtubeId')}
          {...fields.youtubeId}
        />
      ) : (
        <TextField
          label={t(source === 'hls' ? 'content.source.hlsField' : 'content.source.fileField')}
          hint={t(source === 'hls' ? 'content.source.hlsHint' : 'content.source.fileHint')}
          inputMode="url"
          error={errorText('url')}
          {...fields.url}
        />
      )}
      <div className="sm:col-span-2">
        <MediaPreview source={source} youtube={youtube} url={url} title={title} poster={poster} />
      </div>
    </>
  );
}
