/**
 * How a video or live stream will look: YouTube's own thumbnail for a
 * YouTube id, else a player for the file or HLS address (with the uploaded
 * thumbnail as its poster), else a note that there is nothing to show yet.
 */
import { useTranslation } from 'react-i18next';
import { youtubeIdOf, type VideoSource } from '@seva/contracts';

type MediaPreviewProps = {
  source: VideoSource;
  /** What was typed in the YouTube field: a link or an id. */
  youtube: string;
  url: string;
  poster?: string;
  title: string;
};

export function MediaPreview({ source, youtube, url, poster, title }: MediaPreviewProps) {
  const { t } = useTranslation('admin');
  const youtubeId = source === 'youtube' ? youtubeIdOf(youtube.trim()) : null;
  const address = source === 'youtube' ? '' : url.trim();
  return (
    <figure className="flex flex-col gap-1">
      <div className="grid aspect-video w-full max-w-sm place-items-center overflow-hidden rounded-lg bg-gray-900">
        {youtubeId ? (
          <img
            src={`https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg`}
            alt={t('content.preview.youtubeAlt', { title: title || youtubeId })}
            className="size-full object-cover"
          />
        ) : address ? (
          <video
            controls
            preload="metadata"
            src={address}
            poster={poster}
            aria-label={title ? t('content.preview.player', { title }) : t('content.preview.untitled')}
            className="size-full"
          />
        ) : (
          <span className="px-4 text-center text-sm text-gray-300">{t('content.preview.nothing')}</span>
        )}
      </div>
      <figcaption className="text-xs text-gray-500">{t('content.preview.caption')}</figcaption>
    </figure>
  );
}
