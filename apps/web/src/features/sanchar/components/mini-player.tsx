/**
 * The mini player bar, fixed to the bottom of every customer page while an
 * episode is loaded: title and speaker, play/pause, a seek slider with
 * elapsed and total time, speed, and close. A spacer of the bar's height
 * after the footer keeps the footer's last lines readable. The `<audio>`
 * element itself lives in the AudioPlayerProvider above the router.
 */
import { lazy, Suspense } from 'react';
import { useAudioPlayer } from '@/lib/audio-player';

// The bar's code is fetched when an episode first loads: no first visit downloads it.
const PlayerBar = lazy(() => import('./player-bar').then((m) => ({ default: m.PlayerBar })));

/**
 * Nothing until an episode is loaded. Only a Sanchar page loads one, after its strings: the
 * layout every page shares never waits here for the 'sanchar' namespace.
 */
export function MiniPlayer() {
  return useAudioPlayer().track ? (
    <Suspense fallback={null}>
      <PlayerBar />
    </Suspense>
  ) : null;
}
