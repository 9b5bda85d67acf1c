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
import { CornerLabel, MediaBand, MediaCard, type Aspect, type MediaCardProps } from './media-row';

const withId = (path: string, id: string) => `${path}?id=${encodeURIComponent(id)}`;

type HomeBandProps<T> = {
  /** Names the band's words (`home:media.<name>.title`, `.seeAll`, `.label`) and its test id (`home-<name>`). */
  name: 'darshan' | 'live' | 'videos' | 'podcasts';
  /** The page its "see all" link opens. */
  seeAll: string;
  intro?: string;
  loading: boolean;
  items: T[];
  aspect: Aspect;
  /** One item's card (all but its key and aspect, which the band gives). */
  card: (item: T) => Omit<MediaCardProps, 'aspect'>;
};

/** One media band of the home page: its items as cards of one aspect, under the band's title and "see all" link. */
function HomeBand<T extends { _id: string }>({ name, seeAll, intro, loading, items, aspect, card }: HomeBandProps<T>) {
  const { t } = useTranslation('home');
  return (
    <MediaBand
      title={t(`media.${name}.title`)}
      intro={intro}
      seeAll={{ to: seeAll, label: t(`media.${name}.seeAll`) }}
      label={t(`media.${name}.label`)}
      loading={loading}
      count={items.length}
      aspect={aspect}
      testId={`home-${name}`}
    >
      {items.map((item) => (
        <MediaCard key={item._id} aspect={aspect} {...card(item)} />
      ))}
    </MediaBand>
  );
}

export function TodaysDarshan() {
  const { t, i18n } = useTranslation('home');
  const localName = useLocalizedName();
  const darshan = useTodaysDarshan();
  const day = darshan.data;
  const earlier = day?.date && day.date !== indiaToday();
  return (
    <HomeBand
      name="darshan"
      seeAll={paths.religious.dailyDarshan}
      intro={
        earlier
          ? t('media.darshan.earlier', { date: formatShortDay(day.date, i18n.language) })
          : t('media.darshan.intro')
      }
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
