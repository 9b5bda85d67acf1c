/**
 * The one `<audio>` element of the app, mounted above the router so a
 * podcast keeps playing while the customer moves between pages. State comes
 * from the element's own events (play, pause, timeupdate…), so what the
 * mini player shows is what the browser is doing. It keeps the Up next
 * queue too; the mini player's lazy chunk (features/sanchar up-next.tsx)
 * starts what follows when a track ends.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  AudioClockContext,
  AudioPlayerContext,
  type AudioClock,
  type AudioPlayerActions,
  type AudioPlayerState,
  type AudioTrack,
} from './context';
import { bindSessionActions, setSessionPlaying, setSessionTrack } from './media-session';

const CLOSED: AudioPlayerState = {
  track: null,
  playing: false,
  buffering: false,
  failed: false,
  rate: 1,
  ended: false,
  queue: [],
};

export function AudioPlayerProvider({ children }: { children: ReactNode }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const trackRef = useRef<AudioTrack | null>(null);
  const [state, setState] = useState<AudioPlayerState>(CLOSED);
  const [clock, setClock] = useState<AudioClock>({ currentTime: 0, duration: 0 });
  const patch = (next: Partial<AudioPlayerState>) => setState((current) => ({ ...current, ...next }));

  const actions = useMemo<AudioPlayerActions>(() => {
    const start = (audio: HTMLAudioElement) => {
      // Rejected when a newer load or a pause interrupts it, or autoplay is refused:
      // the element's events already tell the state, so there is nothing to do.
      void audio.play()?.catch(() => {});
    };
    const play = (track?: AudioTrack) => {
      const audio = audioRef.current;
      if (!audio) return;
      if (track && track.id !== trackRef.current?.id) {
        trackRef.current = track;
        audio.src = track.src;
        audio.playbackRate = audio.defaultPlaybackRate;
        setState((current) => ({ ...current, track, playing: false, buffering: true, failed: false, ended: false }));
        setClock({ currentTime: 0, duration: track.durationSeconds ?? 0 });
      }
      if (trackRef.current) start(audio);
    };
    const pause = () => audioRef.current?.pause();
    return {
      play,
      pause,
      toggle: (track) => {
        const audio = audioRef.current;
        const same = !track || track.id === trackRef.current?.id;
        if (audio && same && !audio.paused) pause();
        else play(track);
      },
      seek: (seconds) => {
        const audio = audioRef.current;
        if (!audio || !trackRef.current) return;
        const duration = Number.isFinite(audio.duration) ? audio.duration : (trackRef.current.durationSeconds ?? 0);
        const to = Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds);
        audio.currentTime = to;
        setClock((current) => ({ ...current, currentTime: to }));
      },
      setRate: (rate) => {
        const audio = audioRef.current;
        if (!audio) return;
        audio.defaultPlaybackRate = rate;
        audio.playbackRate = rate;
        setState((current) => ({ ...current, rate }));
      },
      close: () => {
        const audio = audioRef.current;
        trackRef.current = null;
        if (audio) {
          audio.pause();
          // Dropping the source stops the download too.
          audio.removeAttribute('src');
          audio.load();
        }
        setState((current) => ({ ...CLOSED, rate: current.rate }));
        setClock({ currentTime: 0, duration: 0 });
      },
      setQueue: (queue) => setState((current) => ({ ...current, queue })),
    };
  }, []);

  useEffect(() => bindSessionActions(actions, () => audioRef.current?.currentTime ?? 0), [actions]);
  useEffect(() => setSessionTrack(state.track), [state.track]);
  useEffect(() => {
    setSessionPlaying(!state.track ? 'none' : state.playing ? 'playing' : 'paused');
  }, [state.track, state.playing]);

  const player = useMemo(() => ({ ...state, ...actions }), [state, actions]);
  const loaded = () => trackRef.current !== null;
  const readDuration = (audio: HTMLAudioElement) => {
    if (loaded() && Number.isFinite(audio.duration) && audio.duration > 0) {
      setClock((current) => ({ ...current, duration: audio.duration }));
    }
  };

  return (
    <AudioPlayerContext.Provider value={player}>
      <AudioClockContext.Provider value={clock}>
        {children}
        <audio
          ref={audioRef}
          preload="none"
          data-testid="global-audio"
          onPlay={() => loaded() && patch({ playing: true, failed: false, ended: false })}
          onPlaying={() => patch({ buffering: false })}
          onWaiting={() => loaded() && patch({ buffering: true })}
          onPause={() => patch({ playing: false, buffering: false })}
          onEnded={() => patch({ playing: false, buffering: false, ended: true })}
          onError={() => loaded() && patch({ playing: false, buffering: false, failed: true })}
          onRateChange={(event) => patch({ rate: event.currentTarget.playbackRate })}
          onLoadedMetadata={(event) => readDuration(event.currentTarget)}
          onDurationChange={(event) => readDuration(event.currentTarget)}
          onTimeUpdate={(event) => {
            const { currentTime } = event.currentTarget;
            if (loaded()) setClock((current) => ({ ...current, currentTime }));
          }}
        />
      </AudioClockContext.Provider>
    </AudioPlayerContext.Provider>
  );
}
