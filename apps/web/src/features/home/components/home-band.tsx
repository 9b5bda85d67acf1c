/**
 * One strip of the home page (upcoming pujas, today's darshan, live now, the
 * latest videos and podcasts, yatras with their next departure): its words
 * come from home.json `media.<name>` (title, seeAll, label, empty), its cards
 * from the caller. Exported for the app layer, which composes the puja and
 * yatra strips from those features' reads (features never import each other).
 */
import { useTranslation } from 'react-i18next';
import { MediaBand, MediaCard, type Aspect, type MediaCardProps } from './media-row';

export type BandName = 'pujas' | 'darshan' | 'live' | 'videos' | 'podcasts' | 'yatras';

type HomeBandProps<T> = {
  /** Names the band's words (`home:media.<name>.…`) and its test id (`home-<name>`). */
  name: BandName;
  /** The page its "see all" link opens. */
  seeAll: string;
  intro?: string;
  loading: boolean;
  items: readonly T[];
  aspect: Aspect;
  /** Leave the band out when it has nothing (live now), rather than say so. */
  hideWhenEmpty?: boolean;
  /** The band at the top of the page: its first card's picture loads at once, at high priority. */
  leading?: boolean;
  /** One item's card (all but its key and aspect, which the band gives). */
  card: (item: T) => Omit<MediaCardProps, 'aspect'>;
};

/** A home strip: its items as cards of one aspect under the band's title and "see all" link. */
export function HomeBand<T extends { _id: string }>({
  name,
  seeAll,
  intro,
  loading,
  items,
  aspect,
  hideWhenEmpty = false,
  leading = false,
  card,
}: HomeBandProps<T>) {
  const { t } = useTranslation('home');
  return (
    <MediaBand
      title={t(`media.${name}.title`)}
      intro={intro}
      seeAll={{ to: seeAll, label: t(`media.${name}.seeAll`) }}
      label={t(`media.${name}.label`)}
      loading={loading}
      count={items.length}
      empty={hideWhenEmpty ? undefined : t(`media.${name}.empty`)}
      aspect={aspect}
      testId={`home-${name}`}
    >
      {items.map((item, index) => (
        <MediaCard key={item._id} aspect={aspect} priority={leading && index === 0} {...card(item)} />
      ))}
    </MediaBand>
  );
}
