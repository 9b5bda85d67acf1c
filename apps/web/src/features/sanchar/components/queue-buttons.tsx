/**
 * An episode's *Play next* and *Add to queue* (issue 23): they put it in the
 * player's Up next queue, first or last (toast). With nothing loaded it just
 * plays; on the episode that is loaded they do not show.
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Podcast } from '@seva/contracts';
import { Button } from '@/components/ui';
import { podcastTrack, useAudioPlayer } from '@/lib/audio-player';
import { podcastPath } from '../links';

export function QueueButtons({ podcast }: { podcast: Podcast }) {
  const { t } = useTranslation('sanchar');
  const player = useAudioPlayer();
  if (player.track?.id === podcast._id) return null;
  const add = (next: boolean) => {
    const track = podcastTrack(podcast, podcastPath(podcast._id));
    if (!player.track) {
      player.play(track);
      return;
    }
    // Queued once: queuing it again moves it.
    const rest = player.queue.filter((queuedTrack) => queuedTrack.id !== track.id);
    player.setQueue(next ? [track, ...rest] : [...rest, track]);
    toast.success(t(next ? 'queue.addedNext' : 'queue.added', { title: podcast.title }));
  };
  return (
    <>
      <Button variant="secondary" onClick={() => add(true)}>
        {t('queue.playNext')}
      </Button>
      <Button variant="secondary" onClick={() => add(false)}>
        {t('queue.add')}
      </Button>
    </>
  );
}
