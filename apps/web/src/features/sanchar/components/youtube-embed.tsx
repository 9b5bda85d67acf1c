/**
 * A light YouTube embed: the thumbnail and a play button, and YouTube's
 * player (an iframe on youtube-nocookie.com, ~1 MB of script) only after the
 * customer presses play. Hovering or focusing the button warms the
 * connections first, so the player starts quickly.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaImage } from '@seva/contracts';
import { ResponsiveImage } from '@/components/ui';
import { PlayIcon } from './icons';

const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
const WARM_ORIGINS = [EMBED_ORIGIN, 'https://www.google.com', 'https://i.ytimg.com'];
let warmed = false;

function warmConnections() {
  if (warmed || typeof document === 'undefined') return;
  warmed = true;
  for (const href of WARM_ORIGINS) {
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
}

type YouTubeEmbedProps = {
  youtubeId: string;
  title: string;
  /** Our own stored thumbnail; YouTube's when there is none. */
  thumbnail: MediaImage | null;
  /** Called when the customer starts the video (the podcast player pauses). */
  onPlay?: () => void;
};

export function YouTubeEmbed({ youtubeId, title, thumbnail, onPlay }: YouTubeEmbedProps) {
  const { t } = useTranslation('sanchar');
  const [active, setActive] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const id = encodeURIComponent(youtubeId);

  // The button that had focus is gone: focus moves to the player that replaced it.
  useEffect(() => {
    if (active) frameRef.current?.focus();
  }, [active]);

  if (active) {
    return (
      <iframe
        ref={frameRef}
        src={`${EMBED_ORIGIN}/embed/${id}?autoplay=1`}
        title={t('player.video', { title })}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        className="size-full border-0"
      />
    );
  }
  return (
    <button
      type="button"
      aria-label={t('player.playVideo', { title })}
      onClick={() => {
        setActive(true);
        onPlay?.();
      }}
      onPointerEnter={warmConnections}
      onFocus={warmConnections}
      className="group relative block size-full focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-primary"
    >
      {thumbnail ? (
        <ResponsiveImage
          image={thumbnail}
          alt=""
          sizes="(min-width: 1024px) 768px, 100vw"
          priority
          className="size-full"
        />
      ) : (
        <img
          src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`}
          alt=""
          width={480}
          height={360}
          decoding="async"
          className="size-full object-cover"
        />
      )}
      <span className="absolute inset-0 grid place-items-center bg-black/10 group-hover:bg-black/20">
        <span className="grid h-12 w-16 place-items-center rounded-xl bg-red-600 text-white shadow-lg group-hover:bg-red-700">
          <PlayIcon className="size-7" />
        </span>
      </span>
    </button>
  );
}
