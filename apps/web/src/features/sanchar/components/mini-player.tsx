/**
 * The mini player, fixed to the bottom of every customer page while an
 * episode is loaded: mounts the bar (player-bar.tsx: controls, and a spacer
 * after the footer) and fetches its code then. The `<audio>` element itself
 * lives in the AudioPlayerProvider above the router.
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
