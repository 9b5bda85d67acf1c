import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <PageContainer width="md">
      <section className="mx-auto max-w-md rounded-2xl bg-white px-6 py-12 text-center shadow-sm">
        <p className="text-5xl font-extrabold text-primary">404</p>
        <h1 className="mt-3 text-2xl font-bold text-gray-900">{t('notFound.title')}</h1>
        <p className="mt-2 text-gray-600">{t('notFound.body')}</p>
        <Link to={paths.home} className={buttonClasses('primary', 'lg', 'mt-6')}>
          {t('goHome')}
        </Link>
      </section>
    </PageContainer>
  );
}
