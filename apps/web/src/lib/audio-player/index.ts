export { AudioPlayerProvider } from './provider';
export {
  PLAYBACK_RATES,
  podcastTrack,
  useAudioClock,
  useAudioPlayer,
  type AudioPlayer,
  type AudioTrack,
} from './context';
