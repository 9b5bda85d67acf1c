/**
 * The mini player's bar (see mini-player.tsx): title and speaker,
 * play/pause, a seek slider with elapsed and total time, speed, Up next
 * (up-next.tsx: the queue and autoplay), and close,
 * with a spacer of its height after the footer. It sits above a bar fixed to
 * the bottom of the screen (useBottomBar), under that bar's pop-ups.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PLAYBACK_RATES, useAudioClock, useAudioPlayer } from '@/lib/audio-player';
import { formatClock } from '../format';
import { CloseIcon, PauseIcon, PlayIcon } from './icons';
import { UpNext } from './up-next';

const iconButton =
  'grid size-11 shrink-0 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60';

/** The slider and times: the only part that re-renders as the episode plays. */
function SeekBar() {
  const { t } = useTranslation('sanchar');
  const { seek } = useAudioPlayer();
  const { currentTime, duration } = useAudioClock();
  const elapsed = formatClock(currentTime);
  const total = formatClock(duration);
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 text-xs text-gray-600 tabular-nums">
      <span aria-hidden="true">{elapsed}</span>
      <input
        type="range"
        min={0}
        max={Math.max(Math.floor(duration), 0)}
        step={1}
        value={Math.min(Math.floor(currentTime), Math.floor(duration))}
        disabled={duration <= 0}
        onChange={(event) => seek(Number(event.currentTarget.value))}
        aria-label={t('player.seek')}
        aria-valuetext={t('player.position', { elapsed, total })}
        className="h-2 min-w-0 flex-1 cursor-pointer accent-primary"
      />
      <span aria-hidden="true">{total}</span>
    </div>
  );
}

/** The bar itself, for the loaded episode (MiniPlayer mounts it). */
export function PlayerBar() {
  const { t } = useTranslation('sanchar');
  const player = useAudioPlayer();
  const { track } = player;
  if (!track) return null;

  const status = player.failed ? t('player.failed') : player.buffering && player.playing ? t('player.loading') : '';
  return (
    <>
      {/* Room at the end of the page, so the fixed bar never covers the footer's last lines. */}
      <div
        aria-hidden="true"
        className="h-[calc(7rem+env(safe-area-inset-bottom))] shrink-0 sm:h-[calc(5rem+env(safe-area-inset-bottom))]"
        data-testid="mini-player-spacer"
      />
      <section
        aria-label={t('player.label')}
        className="fixed inset-x-0 bottom-[var(--bottom-bar-height,0px)] z-30 border-t border-gray-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur"
      >
        {/* Phones: play, title and close on one row, the seek bar and speed under them; wider: one row. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 sm:flex-nowrap sm:gap-x-4 sm:px-6">
          <button
            type="button"
            onClick={() => (player.playing ? player.pause() : player.play())}
            aria-label={player.playing ? t('player.pause') : t('player.play')}
            className={`${iconButton} bg-primary text-white hover:bg-primary-dark`}
          >
            {player.playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
          </button>
          <div className="min-w-0 flex-1 sm:w-72 sm:flex-none">
            <p className="truncate text-sm font-semibold text-gray-900">
              {track.href ? (
                <Link
                  to={track.href}
                  className="hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
                >
                  {track.title}
                </Link>
              ) : (
                track.title
              )}
            </p>
            <p className="truncate text-xs text-gray-600" aria-live="polite">
              {status || track.speaker}
            </p>
          </div>
          <div className="order-last flex min-w-0 basis-full items-center gap-3 sm:order-none sm:flex-1 sm:basis-auto">
            <SeekBar />
            <select
              aria-label={t('player.speed')}
              value={player.rate}
              onChange={(event) => player.setRate(Number(event.currentTarget.value))}
              className="min-h-9 shrink-0 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-800 focus-visible:outline-2 focus-visible:outline-primary"
            >
              {PLAYBACK_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {t('player.rate', { rate })}
                </option>
              ))}
            </select>
            <UpNext />
          </div>
          <button
            type="button"
            onClick={player.close}
            aria-label={t('player.close')}
            className={`${iconButton} text-gray-600 hover:bg-gray-100`}
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
      </section>
    </>
  );
}
