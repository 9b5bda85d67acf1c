/** /admin (and any unknown /admin path): the first section of the signed-in admin's areas. */
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useMe } from '@/domains/account/me-query';
import { useSession } from '@/lib/session';
import { homeSectionFor } from '../sections';

export function AdminHome() {
  const session = useSession();
  const me = useMe(session.isLoggedIn);
  // AdminGuard renders this only for an admin holding an area.
  const home = homeSectionFor(me.data?.adminAreas ?? []);
  return home ? <Navigate to={paths.admin[home]} replace /> : null;
}
