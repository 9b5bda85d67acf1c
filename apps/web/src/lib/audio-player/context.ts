/**
 * The global audio player's shape: what plays (`AudioTrack`), its state and
 * actions (one context), and its clock (a second context, because it ticks
 * four times a second and only the seek bar needs it).
 */
import { createContext, useContext } from 'react';
import type { MediaImage, Podcast } from '@seva/contracts';

/** One playable episode. `href` is its page (the mini player's title links there). */
export type AudioTrack = {
  id: string;
  title: string;
  speaker: string;
  src: string;
  mimeType?: string;
  /** From the catalogue: shown until the file's own duration is known. */
  durationSeconds?: number;
  image?: MediaImage | null;
  href?: string;
  /** Its show (podcast sub-category): autoplay goes on with the show's next episode. */
  subCategoryId?: string;
};

/** The speeds the player offers, slowest first. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;

export type AudioPlayerState = {
  /** What is loaded; null when the player is closed (the mini player hides). */
  track: AudioTrack | null;
  playing: boolean;
  /** Waiting for data after play or a seek. */
  buffering: boolean;
  /** The file could not be played (missing, unsupported, network). */
  failed: boolean;
  rate: number;
  /** The track played to its end (the mini player's Up next then starts what follows: issue 23). */
  ended: boolean;
  /** Up next, in order (kept here, above the router, so it outlives a page). */
  queue: AudioTrack[];
};

export type AudioPlayerActions = {
  /** Plays `track` (from the start when it is a new one), or resumes the current one. */
  play: (track?: AudioTrack) => void;
  pause: () => void;
  /** Pauses `track` when it is the one playing, else plays it. */
  toggle: (track?: AudioTrack) => void;
  /** Jumps to `seconds` from the start (clamped to the duration). */
  seek: (seconds: number) => void;
  setRate: (rate: number) => void;
  /** Stops, unloads the file and hides the mini player (the queue goes too). */
  close: () => void;
  setQueue: (queue: AudioTrack[]) => void;
};

export type AudioPlayer = AudioPlayerState & AudioPlayerActions;
export type AudioClock = { currentTime: number; duration: number };

const noop = () => {};

/** Without a provider (an isolated component test) the player is closed and its actions do nothing. */
export const IDLE_PLAYER: AudioPlayer = {
  track: null,
  playing: false,
  buffering: false,
  failed: false,
  rate: 1,
  ended: false,
  queue: [],
  play: noop,
  pause: noop,
  toggle: noop,
  seek: noop,
  setRate: noop,
  close: noop,
  setQueue: noop,
};

export const AudioPlayerContext = createContext<AudioPlayer>(IDLE_PLAYER);
export const AudioClockContext = createContext<AudioClock>({ currentTime: 0, duration: 0 });

/** The global player: its track and state, and play/pause/seek/speed/close. */
export function useAudioPlayer(): AudioPlayer {
  return useContext(AudioPlayerContext);
}

/** The elapsed and total seconds of the current track (re-renders as it plays). */
export function useAudioClock(): AudioClock {
  return useContext(AudioClockContext);
}

/** A podcast episode as a track; `href` is its details page. */
export function podcastTrack(podcast: Podcast, href?: string): AudioTrack {
  return {
    id: podcast._id,
    title: podcast.title,
    speaker: podcast.speaker,
    src: podcast.audioUrl,
    mimeType: podcast.mimeType,
    durationSeconds: podcast.durationSeconds,
    image: podcast.image,
    href,
    subCategoryId: podcast.subCategoryId,
  };
}
