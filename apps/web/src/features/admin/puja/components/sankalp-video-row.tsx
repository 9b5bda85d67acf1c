/** A puja or pitr paksha booking's recorded sankalp as a details row: the link (opened in a new tab), or a dash. */
import { useTranslation } from 'react-i18next';
import { DetailRow } from '../../shared/components/detail-section';

export function SankalpVideoRow({ url }: { url: string | null }) {
  const { t } = useTranslation('admin');
  return (
    <DetailRow
      label={t('puja.bookings.details.video')}
      value={
        url && (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-primary underline-offset-4 hover:underline"
          >
            {url}
          </a>
        )
      }
    />
  );
}
