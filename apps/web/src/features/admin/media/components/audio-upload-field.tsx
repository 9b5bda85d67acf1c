/** A podcast's audio: a player for the stored file ("No audio yet" before one), and the upload with progress. */
import { useTranslation } from 'react-i18next';
import type { AdminPodcast } from '@seva/contracts';
import { UploadField } from '../../shared/components/upload-field';
import { useFileUpload, type UploadFile } from '../../shared/hooks/use-file-upload';

type AudioUploadFieldProps = {
  podcast: AdminPodcast | undefined;
  upload: UploadFile<AdminPodcast> | undefined;
  onUploaded: (podcast: AdminPodcast) => void;
  className?: string;
};

export function AudioUploadField({ podcast, upload, onUploaded, className }: AudioUploadFieldProps) {
  const { t } = useTranslation('admin');
  const state = useFileUpload('audio', upload, onUploaded);
  const audioUrl = podcast?.audioUrl ?? null;
  return (
    <UploadField
      className={className}
      legend={t('content.podcasts.audio')}
      action={t(audioUrl ? 'content.upload.replaceAudio' : 'content.upload.audio')}
      kind="audio"
      state={state}
      preview={
        audioUrl ? (
          <audio
            controls
            preload="metadata"
            src={audioUrl}
            aria-label={t('content.preview.audio', { title: podcast?.title ?? '' })}
            className="w-full max-w-sm"
          />
        ) : (
          <p className="w-full text-sm text-gray-600">{t('content.podcasts.noAudio')}</p>
        )
      }
    />
  );
}
