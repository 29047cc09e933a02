import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PortalProvider, setPortalNavigator, SnackbarHost } from '@portal/shared';
import { portalRoutes } from './router/portalRoutes';

export function App() {
  const [router] = useState(() => createBrowserRouter(portalRoutes()));
  useEffect(() => {
    // The shared API client signs out (to /login-expired) through the router.
    setPortalNavigator((to) => void router.navigate(to));
    return () => setPortalNavigator(null);
  }, [router]);
  return (
    <PortalProvider>
      <RouterProvider router={router} />
      <SnackbarHost />
    </PortalProvider>
  );
}
