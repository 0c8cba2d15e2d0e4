import { Navigate, Outlet, useLocation } from '../lib/router/router.tsx';
import { useUser } from '../lib/session-store.ts';

/** Screens for customers only: a guest is sent to /login, which brings them back (docs/product.md, Roles). */
export function LoginLayout() {
  const user = useUser();
  const { pathname } = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: pathname }} />;
  return <Outlet />;
}
