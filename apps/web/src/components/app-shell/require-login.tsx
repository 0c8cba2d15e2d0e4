import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useUser } from '../../lib/session-store.ts';

/** Screens for customers only: a guest is sent to /login (docs/product.md, Roles). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const user = useUser();
  const { pathname } = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: pathname }} />;
  return <>{children}</>;
}
