import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@portal/shared';
import { RouteAccessGuard } from '../route-access/RouteAccessGuard';

/** Protected routes: without a session, go to /login (and come back after sign-in). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location }} />;
  return <RouteAccessGuard>{children}</RouteAccessGuard>;
}
