/**
 * The home page's media bands, in page order: today's darshan by temple,
 * streams live now, the latest videos and the latest podcasts. Each links
 * into its own page; live now is hidden when nothing is on air, the others say
 * they have nothing (or could not load).
 */
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { indiaToday } from '@/lib/format';
import { useLocalizedName } from '@/lib/localized-name';
import { useLatestMedia, useLiveNow, useTodaysDarshan } from '../api/get-home-media';
import { formatShortDay } from '@/lib/format';
import { formatDuration } from '../format';
import { HomeBand } from './home-band';
import { CornerLabel } from './media-row';

const withId = (path: string, id: string) => `${path}?id=${encodeURIComponent(id)}`;

/** Today's darshan by temple (the latest day's, dated, before the morning's is posted). */
export function TodaysDarshan() {
  const { t } = useTranslation('home');
  const localName = useLocalizedName();
  const darshan = useTodaysDarshan();
  const day = darshan.data;
  const earlier = day?.date && day.date !== indiaToday();
  return (
    <HomeBand
      name="darshan"
      seeAll={paths.religious.dailyDarshan}
      intro={earlier ? t('media.darshan.earlier', { date: formatShortDay(day.date) }) : t('media.darshan.intro')}
      loading={darshan.isPending}
      items={day?.data ?? []}
      aspect="photo"
      card={(item) => ({
        href: `${paths.religious.dailyDarshan}?temple=${encodeURIComponent(item.temple._id)}`,
        image: item.images[0] ?? null,
        title: localName(item.temple),
        meta: `${item.temple.deity} · ${item.temple.city}`,
      })}
    />
  );
}

/** Streams on air now; the band is left out when nothing is. */
export function LiveNow() {
  const { t } = useTranslation('home');
  const live = useLiveNow();
  return (
    <HomeBand
      name="live"
      seeAll={paths.sanchar.live}
      intro={t('media.live.intro')}
      loading={live.isPending}
      items={live.data ?? []}
      aspect="video"
      hideWhenEmpty
      card={(stream) => ({
        href: withId(paths.sanchar.liveDetails, stream._id),
        image: stream.thumbnail,
        title: stream.title,
        meta: stream.location,
        badge: (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1.5 rounded bg-red-600 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-white motion-safe:animate-pulse" />
            {t('media.live.badge')}
          </span>
        ),
      })}
    />
  );
}

/** The newest videos. */
export function LatestVideos() {
  const latest = useLatestMedia();
  return (
    <HomeBand
      name="videos"
      seeAll={paths.sanchar.video}
      loading={latest.isPending}
      items={latest.data?.videos ?? []}
      aspect="video"
      card={(video) => ({
        href: withId(paths.sanchar.videoData, video._id),
        image: video.thumbnail,
        title: video.title,
        meta: video.subCategoryName,
        badge: video.durationSeconds ? <CornerLabel>{formatDuration(video.durationSeconds)}</CornerLabel> : undefined,
      })}
    />
  );
}

/** The newest podcasts. */
export function LatestPodcasts() {
  const latest = useLatestMedia();
  return (
    <HomeBand
      name="podcasts"
      seeAll={paths.sanchar.podcast}
      loading={latest.isPending}
      items={latest.data?.podcasts ?? []}
      aspect="square"
      card={(podcast) => ({
        href: withId(paths.sanchar.podcastData, podcast._id),
        image: podcast.image,
        title: podcast.title,
        meta: `${podcast.speaker} · ${podcast.subCategoryName}`,
        badge: <CornerLabel>{formatDuration(podcast.durationSeconds)}</CornerLabel>,
      })}
    />
  );
}
