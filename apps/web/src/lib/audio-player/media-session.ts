/**
 * The Media Session API (lock screen, notification shade, headset and
 * keyboard media keys), where the browser has it; a no-op elsewhere.
 */
import type { AudioPlayerActions, AudioTrack } from './context';

const SEEK_STEP_SECONDS = 10;

function session(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;
}

/** Shows `track` (title, speaker, artwork) to the operating system; clears it for null. */
export function setSessionTrack(track: AudioTrack | null): void {
  const media = session();
  if (!media) return;
  if (!track || typeof MediaMetadata === 'undefined') {
    media.metadata = null;
    return;
  }
  const artwork = track.image
    ? track.image.srcSet
        .split(',')
        .map((entry) => entry.trim().split(/\s+/))
        .filter(([src, width]) => src && width)
        .map(([src = '', width = '']) => {
          const w = width.replace('w', '');
          const h = Math.round((Number(w) * (track.image?.height ?? 1)) / (track.image?.width ?? 1));
          return { src, sizes: `${w}x${h}`, type: 'image/webp' };
        })
    : [];
  media.metadata = new MediaMetadata({ title: track.title, artist: track.speaker, album: 'Seva Sanchar', artwork });
}

export function setSessionPlaying(state: 'playing' | 'paused' | 'none'): void {
  const media = session();
  if (media) media.playbackState = state;
}

/** Routes the system's media keys to the player; returns the function that removes them. */
export function bindSessionActions(actions: AudioPlayerActions, currentTime: () => number): () => void {
  const media = session();
  if (!media) return () => {};
  const handlers: Array<[MediaSessionAction, MediaSessionActionHandler]> = [
    ['play', () => actions.play()],
    ['pause', () => actions.pause()],
    ['stop', () => actions.close()],
    ['seekbackward', (d) => actions.seek(currentTime() - (d.seekOffset ?? SEEK_STEP_SECONDS))],
    ['seekforward', (d) => actions.seek(currentTime() + (d.seekOffset ?? SEEK_STEP_SECONDS))],
    ['seekto', (d) => d.seekTime !== undefined && actions.seek(d.seekTime)],
  ];
  const set = (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
    try {
      media.setActionHandler(action, handler);
    } catch {
      // An action this browser does not support.
    }
  };
  handlers.forEach(([action, handler]) => set(action, handler));
  return () => handlers.forEach(([action]) => set(action, null));
}
