import { useTranslation } from 'react-i18next';
import { NotFoundState } from '@/components/ui';
import { paths } from '@/config/paths';

/** The 404 state of the details and booking pages: unknown, retired or malformed yatra id. */
export function YatraNotFound() {
  const { t } = useTranslation('yatra');
  return (
    <NotFoundState
      title={t('details.notFoundTitle')}
      body={t('details.notFoundBody')}
      browse={{ to: paths.yatra.root, label: t('details.browse') }}
    />
  );
}
