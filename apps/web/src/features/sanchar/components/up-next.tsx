/**
 * The mini player's *Up next* (issue 23): a button showing how many episodes
 * wait, opening the queue (each removable) and the autoplay switch. When an
 * episode ends, the first queued one starts; with nothing queued and autoplay
 * on, the show's next episode (the one after it in the show's list, newest
 * first). An episode leaves the queue when it starts.
 * Autoplay is remembered on this device (localStorage). Part of the mini
 * player's lazy chunk: the first visit never downloads it.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedResults, Podcast } from '@seva/contracts';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { podcastTrack, useAudioPlayer, type AudioTrack } from '@/lib/audio-player';
import { api } from '@/lib/api-client';
import { podcastPath } from '../links';
import { CloseIcon } from './icons';

const AUTOPLAY_KEY = 'seva.sanchar.autoplay';
/** How far into a show autoplay looks for the next episode. */
const SHOW_EPISODES = 50;

/** `queue` without track `id`. */
const withoutTrack = (queue: AudioTrack[], id: string) => queue.filter((track) => track.id !== id);

function readAutoplay(): boolean {
  try {
    return localStorage.getItem(AUTOPLAY_KEY) === 'on';
  } catch {
    return false;
  }
}

/** The autoplay switch's value and setter, kept in localStorage. */
export function useAutoplay(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(readAutoplay);
  const set = (next: boolean) => {
    setOn(next);
    try {
      localStorage.setItem(AUTOPLAY_KEY, next ? 'on' : 'off');
    } catch {
      // Private mode without storage: the switch lasts this visit.
    }
  };
  return [on, set];
}

/** The episode after `track` in its show, or null at the end (or when the list cannot load). */
async function nextInShow(track: AudioTrack): Promise<AudioTrack | null> {
  if (!track.subCategoryId) return null;
  const params = { subCategoryId: track.subCategoryId, page: 1, pageSize: SHOW_EPISODES };
  const episodes = await api
    .get<PagedResults<Podcast>>('/admin/getAudioBySubCategory', { params })
    .then((answer) => answer.results)
    .catch((): Podcast[] => []);
  const at = episodes.findIndex((episode) => episode._id === track.id);
  const next = at >= 0 ? episodes[at + 1] : undefined;
  return next ? podcastTrack(next, podcastPath(next._id)) : null;
}

/**
 * What follows an episode's end: the first queued one, else (autoplay on) the show's next; and the
 * episode that starts leaves the queue.
 */
function useWhatFollows(autoplay: boolean) {
  const { ended, track, queue, play, setQueue } = useAudioPlayer();
  useEffect(() => {
    if (track && queue.some((queuedTrack) => queuedTrack.id === track.id)) setQueue(withoutTrack(queue, track.id));
  }, [track, queue, setQueue]);
  const [first] = queue;
  useEffect(() => {
    if (!ended || !track) return;
    if (first) {
      play(first);
      return;
    }
    if (!autoplay) return;
    let cancelled = false;
    void nextInShow(track).then((next) => {
      if (next && !cancelled) play(next);
    });
    return () => {
      cancelled = true;
    };
  }, [ended, autoplay, track, first, play]);
}

export function UpNext() {
  const { t } = useTranslation('sanchar');
  const player = useAudioPlayer();
  const [autoplay, setAutoplay] = useAutoplay();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const switchId = useId();
  useWhatFollows(autoplay);
  return (
    <div className="relative shrink-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="min-h-9 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary"
      >
        {t('queue.open', { count: player.queue.length })}
      </button>
      {open && (
        <section
          id={panelId}
          aria-label={t('queue.label')}
          className="absolute right-0 bottom-full mb-2 w-[min(22rem,calc(100vw-1.5rem))] rounded-xl border border-gray-200 bg-white p-3 shadow-lg"
        >
          <h2 className="mb-2 text-sm font-bold text-gray-900">{t('queue.upNext')}</h2>
          {player.queue.length === 0 ? (
            <p className="text-sm text-gray-600">{t('queue.empty')}</p>
          ) : (
            <ol className="flex max-h-60 flex-col gap-1 overflow-y-auto">
              {player.queue.map((track) => (
                <li key={track.id} className="flex items-center gap-2">
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-gray-900">{track.title}</span>
                    <span className="block truncate text-xs text-gray-600">{track.speaker}</span>
                  </span>
                  <button
                    type="button"
                    onClick={() => player.setQueue(withoutTrack(player.queue, track.id))}
                    aria-label={t('queue.remove', { title: track.title })}
                    className="grid size-9 place-items-center rounded-full text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    <CloseIcon className="size-4" />
                  </button>
                </li>
              ))}
            </ol>
          )}
          <div className="mt-3 flex items-center justify-between gap-3 border-t border-gray-100 pt-3">
            <span id={switchId} className="text-sm text-gray-800">
              {t('queue.autoplay')}
            </span>
            <ToggleSwitch labelledBy={switchId} checked={autoplay} onChange={setAutoplay} />
          </div>
        </section>
      )}
    </div>
  );
}
