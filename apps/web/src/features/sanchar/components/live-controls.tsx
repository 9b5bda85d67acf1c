/**
 * The controls of a stream on air, in place of the browser's own: play or
 * pause, sound on or off, full screen, and the LIVE badge where a recording
 * shows its seek bar and duration (a live stream has neither an end nor a past
 * to seek).
 */
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ExitFullscreenIcon, FullscreenIcon, MutedIcon, PauseIcon, PlayIcon, SoundIcon } from './icons';
import { LiveBadge } from './live-badge';

const iconButton =
  'grid size-10 place-items-center rounded-full text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white';

/** iPhone Safari can put only a `<video>` in full screen, with its own controls (which show LIVE). */
type IosVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/**
 * Full screen for the video's frame (so LIVE and these controls stay on it), or for the
 * bare video where the browser allows nothing else (iPhone); leaves full screen if in it.
 */
function toggleFullscreen(video: IosVideo) {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else if (video.parentElement?.requestFullscreen) void video.parentElement.requestFullscreen().catch(() => undefined);
  else video.webkitEnterFullscreen?.();
}

/** Play/pause, sound, full screen and the LIVE badge for the `<video>` in `videoRef`, following its own events. */
export function LiveControls({ videoRef }: { videoRef: RefObject<HTMLVideoElement | null> }) {
  const { t } = useTranslation('sanchar');
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const follow = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const handlers = {
      play: () => setPlaying(true),
      pause: () => setPlaying(false),
      ended: () => setPlaying(false),
      volumechange: () => setMuted(video.muted),
    };
    const entries = Object.entries(handlers);
    for (const [event, handler] of entries) video.addEventListener(event, handler);
    return () => {
      for (const [event, handler] of entries) video.removeEventListener(event, handler);
    };
  }, [videoRef]);

  const video = () => videoRef.current;
  return (
    <div className="absolute inset-x-0 bottom-0 flex items-center gap-2 bg-gradient-to-t from-black/70 to-transparent px-3 pt-6 pb-2">
      <button
        type="button"
        className={iconButton}
        aria-label={playing ? t('player.pause') : t('player.play')}
        onClick={() => {
          const element = video();
          if (!element) return;
          if (element.paused) void element.play().catch(() => undefined);
          else element.pause();
        }}
      >
        {playing ? <PauseIcon className="size-6" /> : <PlayIcon className="size-6" />}
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={muted ? t('player.unmute') : t('player.mute')}
        onClick={() => {
          const element = video();
          if (element) element.muted = !element.muted;
        }}
      >
        {muted ? <MutedIcon className="size-6" /> : <SoundIcon className="size-6" />}
      </button>
      <LiveBadge />
      <button
        type="button"
        className={`${iconButton} ms-auto`}
        aria-label={fullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}
        onClick={() => {
          const element = video();
          if (element) toggleFullscreen(element);
        }}
      >
        {fullscreen ? <ExitFullscreenIcon className="size-6" /> : <FullscreenIcon className="size-6" />}
      </button>
    </div>
  );
}
