/**
 * An HLS stream (an .m3u8 playlist) in a `<video>`: Safari and iOS play it
 * natively; elsewhere hls.js (~150 KB gzip) is imported only now, when a
 * page actually shows an HLS stream, and feeds the element through MSE. A
 * stream on air (`live`) gets LiveControls instead of the browser's controls,
 * whose seek bar and duration would make it look like a recording.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveControls } from './live-controls';

const HLS_MIME = 'application/vnd.apple.mpegurl';

type HlsVideoProps = {
  url: string;
  title: string;
  poster?: string;
  onPlay?: () => void;
  /** On air now: LIVE and no seek bar (a recording keeps the browser's controls). */
  live?: boolean;
};

export function HlsVideo({ url, title, poster, onPlay, live = false }: HlsVideoProps) {
  const { t } = useTranslation('sanchar');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    setFailed(false);
    if (video.canPlayType(HLS_MIME)) {
      video.src = url;
      return;
    }
    let cancelled = false;
    let destroy = () => {};
    import('hls.js')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          setFailed(true);
          return;
        }
        const hls = new Hls();
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed(true);
        });
        hls.loadSource(url);
        hls.attachMedia(video);
        destroy = () => hls.destroy();
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [url]);

  return (
    <div className="relative size-full">
      <video
        ref={videoRef}
        controls={!live}
        playsInline
        preload="metadata"
        poster={poster}
        aria-label={t('player.video', { title })}
        onPlay={onPlay}
        className="size-full bg-black"
      />
      {live && <LiveControls videoRef={videoRef} />}
      {failed && (
        <p
          role="alert"
          className="absolute inset-x-0 bottom-12 mx-auto w-fit max-w-[90%] rounded-lg bg-black/75 px-3 py-2 text-center text-sm text-white"
        >
          {t('player.videoUnavailable')}
        </p>
      )}
    </div>
  );
}
