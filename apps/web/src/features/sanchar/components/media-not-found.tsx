import { useTranslation } from 'react-i18next';
import { NotFoundState } from '@/components/ui';

type Section = 'podcast' | 'video' | 'live';

/** The 404 state of a Sanchar details page, with a way back to its list. */
export function MediaNotFound({ section, browseTo }: { section: Section; browseTo: string }) {
  const { t } = useTranslation('sanchar');
  return (
    <NotFoundState
      title={t(`${section}.notFoundTitle`)}
      body={t(`${section}.notFoundBody`)}
      browse={{ to: browseTo, label: t(`${section}.browse`) }}
    />
  );
}
