import { useTranslation } from 'react-i18next';
import type { Podcast } from '@seva/contracts';
import { Button } from '@/components/ui';
import { podcastTrack, useAudioPlayer } from '@/lib/audio-player';
import { cn } from '@/lib/format';
import { podcastPath } from '../links';
import { PauseIcon, PlayIcon } from './icons';

/** Whether `podcast` is the player's track, and whether it is playing now. */
function usePodcastState(podcast: Podcast) {
  const player = useAudioPlayer();
  const current = player.track?.id === podcast._id;
  return { player, current, playing: current && player.playing };
}

/** A round play/pause button for an episode in a list; its name says which episode. */
export function PlayButton({ podcast, className }: { podcast: Podcast; className?: string }) {
  const { t } = useTranslation('sanchar');
  const { player, playing } = usePodcastState(podcast);
  return (
    <button
      type="button"
      aria-label={t(playing ? 'podcast.pause' : 'podcast.play', { title: podcast.title })}
      onClick={() => player.toggle(podcastTrack(podcast, podcastPath(podcast._id)))}
      className={cn(
        'grid size-11 shrink-0 place-items-center rounded-full bg-primary text-white hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
        className,
      )}
    >
      {playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
    </button>
  );
}

/** The episode page's large "Play episode" / "Pause" / "Resume" button. */
export function PlayEpisodeButton({ podcast }: { podcast: Podcast }) {
  const { t } = useTranslation('sanchar');
  const { player, current, playing } = usePodcastState(podcast);
  const label = playing ? 'podcast.pauseEpisode' : current ? 'podcast.resumeEpisode' : 'podcast.playEpisode';
  return (
    <Button size="lg" onClick={() => player.toggle(podcastTrack(podcast, podcastPath(podcast._id)))}>
      {playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
      {t(label)}
    </Button>
  );
}
