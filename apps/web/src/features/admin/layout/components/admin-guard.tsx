/**
 * Admin pages need a signed-in customer whose role is 'admin'
 * (GET /api/app/customer/me) and, for a section's page, who holds its area
 * (sections.ts); others see what to do instead of a failing page.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, PageLoader, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { useMe } from '@/domains/account/me-query';
import { errorMessage } from '@/lib/api-client';
import { openModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { areaOf, homeSectionFor, opensSection, sectionAt } from '../sections';

function Notice({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <section className="mx-auto mt-12 max-w-md rounded-2xl bg-white px-6 py-10 text-center shadow-sm">
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-3 text-gray-600">{body}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">{children}</div>
    </section>
  );
}

export function AdminGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const session = useSession();
  const me = useMe(session.isLoggedIn);
  const { pathname } = useLocation();

  if (session.loading || (session.isLoggedIn && me.isPending)) return <PageLoader />;

  const home = (
    <Link to={paths.home} className={buttonClasses('secondary', 'lg')}>
      {t('common:goHome')}
    </Link>
  );

  if (!session.isLoggedIn) {
    return (
      <Notice title={t('guard.loginTitle')} body={t('guard.loginBody')}>
        <Button size="lg" onClick={() => openModal('login')}>
          {t('guard.login')}
        </Button>
        {home}
      </Notice>
    );
  }
  if (me.isError) {
    return (
      <Notice title={t('guard.errorTitle')} body={errorMessage(me.error, t('guard.errorBody'))}>
        <Button size="lg" onClick={() => void me.refetch()}>
          {t('common:tryAgain')}
        </Button>
        {home}
      </Notice>
    );
  }
  if (me.data?.role !== 'admin') {
    return (
      <Notice title={t('guard.notAdminTitle')} body={t('guard.notAdminBody')}>
        {home}
      </Notice>
    );
  }
  const areas = me.data.adminAreas;
  const mine = homeSectionFor(areas);
  if (!mine) {
    return (
      <Notice title={t('guard.noAreasTitle')} body={t('guard.noAreasBody')}>
        {home}
      </Notice>
    );
  }
  const section = sectionAt(pathname);
  if (section && !opensSection(areas, section)) {
    const area = t(`areas.${areaOf(section)}`);
    const held = areas.map((a) => t(`areas.${a}`)).join(', ');
    return (
      <Notice title={t('guard.notYourAreaTitle')} body={t('guard.notYourAreaBody', { area, held })}>
        <Link to={paths.admin[mine]} className={buttonClasses('primary', 'lg')}>
          {t('guard.toMyConsole')}
        </Link>
      </Notice>
    );
  }
  return children;
}
