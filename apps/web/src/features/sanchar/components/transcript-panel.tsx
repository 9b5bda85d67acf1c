/**
 * An episode's transcript (issue 23): the cues of its WebVTT captions, each
 * with its time; the one being heard is marked while the episode plays, and
 * pressing a cue plays from there. Nothing shows when the episode has no
 * captions.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Podcast } from '@seva/contracts';
import { Skeleton } from '@/components/ui';
import { podcastTrack, useAudioClock, useAudioPlayer } from '@/lib/audio-player';
import { cn } from '@/lib/format';
import { formatClock } from '../format';
import { podcastPath } from '../links';
import { parseWebVtt, type Cue } from '../webvtt';

async function getCues(url: string): Promise<Cue[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`captions ${response.status}`);
  return parseWebVtt(await response.text());
}

function Cues({ podcast, cues }: { podcast: Podcast; cues: Cue[] }) {
  const { t } = useTranslation('sanchar');
  const player = useAudioPlayer();
  const { currentTime } = useAudioClock();
  const current = player.track?.id === podcast._id;
  const from = (cue: Cue) => {
    if (current) {
      player.seek(cue.start);
      player.play();
    } else player.play(podcastTrack(podcast, podcastPath(podcast._id)));
  };
  return (
    <ol className="flex flex-col gap-1" lang={podcast.captionsLanguage}>
      {cues.map((cue) => {
        const heard = current && currentTime >= cue.start && currentTime < cue.end;
        const time = formatClock(cue.start);
        return (
          <li key={`${cue.start}-${cue.text}`}>
            <button
              type="button"
              onClick={() => from(cue)}
              aria-current={heard ? 'true' : undefined}
              aria-label={`${t('transcript.seek', { time })}: ${cue.text}`}
              className={cn(
                'flex w-full gap-3 rounded-lg px-2 py-1.5 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary',
                heard && 'bg-primary-50 text-gray-900',
              )}
            >
              <span className="w-10 shrink-0 text-xs text-gray-500 tabular-nums">{time}</span>
              <span className="text-sm text-gray-800">{cue.text}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

export function TranscriptPanel({ podcast }: { podcast: Podcast }) {
  const { t } = useTranslation('sanchar');
  const url = podcast.captionsUrl;
  const cues = useQuery({
    queryKey: ['sanchar', 'captions', url ?? ''],
    queryFn: () => getCues(url ?? ''),
    enabled: Boolean(url),
    staleTime: Infinity,
  });
  if (!url) return null;
  return (
    <section aria-labelledby="transcript" className="mt-6 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="transcript" className="mb-2 text-lg font-bold text-gray-900">
        {t('transcript.title')}
      </h2>
      {cues.isPending ? (
        <div className="flex flex-col gap-2" aria-hidden="true">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      ) : cues.isError ? (
        <p className="text-sm text-gray-600">{t('transcript.failed')}</p>
      ) : (
        <Cues podcast={podcast} cues={cues.data} />
      )}
    </section>
  );
}
