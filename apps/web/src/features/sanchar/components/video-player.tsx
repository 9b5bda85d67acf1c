import { useTranslation } from 'react-i18next';
import type { MediaImage, VideoSource } from '@seva/contracts';
import { useAudioPlayer } from '@/lib/audio-player';
import { HlsVideo } from './hls-video';
import { YouTubeEmbed } from './youtube-embed';

type PlayableVideo = {
  title: string;
  source: VideoSource;
  youtubeId: string | null;
  url: string | null;
  thumbnail: MediaImage | null;
  /** A live stream on air (recorded videos have no such field). */
  isLive?: boolean;
  /** WebVTT captions of a file video (issue 23) and their language. */
  captionsUrl?: string;
  captionsLanguage?: string;
};

/**
 * A video or live stream in a 16:9 box, from wherever it plays: YouTube
 * (light embed), a file (`<video>`) or HLS. Starting it pauses the podcast
 * player, so the two never play over each other.
 */
export function VideoPlayer({ video }: { video: PlayableVideo }) {
  const { t } = useTranslation('sanchar');
  const { pause } = useAudioPlayer();
  const poster = video.thumbnail?.src;

  let player;
  if (video.source === 'youtube' && video.youtubeId) {
    player = (
      <YouTubeEmbed youtubeId={video.youtubeId} title={video.title} thumbnail={video.thumbnail} onPlay={pause} />
    );
  } else if (video.source === 'file' && video.url) {
    player = (
      <video
        controls
        playsInline
        preload="metadata"
        src={video.url}
        poster={poster}
        aria-label={t('player.video', { title: video.title })}
        onPlay={pause}
        className="size-full bg-black"
      >
        {video.captionsUrl && (
          <track
            kind="captions"
            src={video.captionsUrl}
            srcLang={video.captionsLanguage}
            label={t(`captions.${video.captionsLanguage}`, { defaultValue: video.captionsLanguage })}
            default
          />
        )}
      </video>
    );
  } else if (video.source === 'hls' && video.url) {
    player = (
      <HlsVideo url={video.url} title={video.title} poster={poster} onPlay={pause} live={video.isLive ?? false} />
    );
  } else {
    player = (
      <p role="alert" className="grid size-full place-items-center px-4 text-center text-sm text-white">
        {t('player.videoUnavailable')}
      </p>
    );
  }
  return <div className="aspect-video w-full overflow-hidden rounded-xl bg-black shadow-sm">{player}</div>;
}
