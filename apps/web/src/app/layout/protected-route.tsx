import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '@/components/ui';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** SPEC §2 protected routes: Loading while the session check runs, then / without a user. */
export function ProtectedRoute() {
  const { loading, isLoggedIn } = useSession();
  if (loading) return <PageLoader />;
  if (!isLoggedIn) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
