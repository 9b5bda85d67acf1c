/**
 * The home page's media bands, in page order: today's darshan by temple,
 * streams live now, the latest videos and the latest podcasts. Each links
 * into its own page and is hidden when it has nothing (or cannot load).
 */
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { indiaToday } from '@/lib/format';
import { useLocalizedName } from '@/lib/localized-name';
import { useLatestMedia, useLiveNow, useTodaysDarshan } from '../api/get-home-media';
import { formatDuration, formatShortDay } from '../format';
import { CornerLabel, MediaBand, MediaCard } from './media-row';

const withId = (path: string, id: string) => `${path}?id=${encodeURIComponent(id)}`;

export function TodaysDarshan() {
  const { t, i18n } = useTranslation('home');
  const localName = useLocalizedName();
  const darshan = useTodaysDarshan();
  const day = darshan.data;
  const items = day?.data ?? [];
  const earlier = day?.date && day.date !== indiaToday();
  return (
    <MediaBand
      title={t('media.darshan.title')}
      intro={
        earlier
          ? t('media.darshan.earlier', { date: formatShortDay(day.date, i18n.language) })
          : t('media.darshan.intro')
      }
      seeAll={{ to: paths.religious.dailyDarshan, label: t('media.darshan.seeAll') }}
      label={t('media.darshan.label')}
      loading={darshan.isPending}
      count={items.length}
      aspect="photo"
      testId="home-darshan"
    >
      {items.map((item) => (
        <MediaCard
          key={item._id}
          href={`${paths.religious.dailyDarshan}?temple=${encodeURIComponent(item.temple._id)}`}
          image={item.images[0] ?? null}
          aspect="photo"
          title={localName(item.temple)}
          meta={`${item.temple.deity} · ${item.temple.city}`}
        />
      ))}
    </MediaBand>
  );
}

export function LiveNow() {
  const { t } = useTranslation('home');
  const live = useLiveNow();
  const streams = live.data ?? [];
  return (
    <MediaBand
      title={t('media.live.title')}
      intro={t('media.live.intro')}
      seeAll={{ to: paths.sanchar.live, label: t('media.live.seeAll') }}
      label={t('media.live.label')}
      loading={live.isPending}
      count={streams.length}
      aspect="video"
      testId="home-live"
    >
      {streams.map((stream) => (
        <MediaCard
          key={stream._id}
          href={withId(paths.sanchar.liveDetails, stream._id)}
          image={stream.thumbnail}
          aspect="video"
          title={stream.title}
          meta={stream.location}
          badge={
            <span className="absolute top-2 left-2 inline-flex items-center gap-1.5 rounded bg-red-600 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-white motion-safe:animate-pulse" />
              {t('media.live.badge')}
            </span>
          }
        />
      ))}
    </MediaBand>
  );
}

export function LatestVideos() {
  const { t } = useTranslation('home');
  const latest = useLatestMedia();
  const videos = latest.data?.videos ?? [];
  return (
    <MediaBand
      title={t('media.videos.title')}
      seeAll={{ to: paths.sanchar.video, label: t('media.videos.seeAll') }}
      label={t('media.videos.label')}
      loading={latest.isPending}
      count={videos.length}
      aspect="video"
      testId="home-videos"
    >
      {videos.map((video) => (
        <MediaCard
          key={video._id}
          href={withId(paths.sanchar.videoData, video._id)}
          image={video.thumbnail}
          aspect="video"
          title={video.title}
          meta={video.subCategoryName}
          badge={video.durationSeconds ? <CornerLabel>{formatDuration(video.durationSeconds)}</CornerLabel> : undefined}
        />
      ))}
    </MediaBand>
  );
}

export function LatestPodcasts() {
  const { t } = useTranslation('home');
  const latest = useLatestMedia();
  const podcasts = latest.data?.podcasts ?? [];
  return (
    <MediaBand
      title={t('media.podcasts.title')}
      seeAll={{ to: paths.sanchar.podcast, label: t('media.podcasts.seeAll') }}
      label={t('media.podcasts.label')}
      loading={latest.isPending}
      count={podcasts.length}
      aspect="square"
      testId="home-podcasts"
    >
      {podcasts.map((podcast) => (
        <MediaCard
          key={podcast._id}
          href={withId(paths.sanchar.podcastData, podcast._id)}
          image={podcast.image}
          aspect="square"
          title={podcast.title}
          meta={`${podcast.speaker} · ${podcast.subCategoryName}`}
          badge={<CornerLabel>{formatDuration(podcast.durationSeconds)}</CornerLabel>}
        />
      ))}
    </MediaBand>
  );
}
