import { useTranslation } from 'react-i18next';
import { NotFoundState } from '@/components/ui';
import { paths } from '@/config/paths';

/** The 404 state of the details and booking pages: unknown, retired or malformed puja id. */
export function PujaNotFound() {
  const { t } = useTranslation('puja');
  return (
    <NotFoundState
      title={t('details.notFoundTitle')}
      body={t('details.notFoundBody')}
      browse={{ to: paths.puja.root, label: t('details.browse') }}
    />
  );
}
