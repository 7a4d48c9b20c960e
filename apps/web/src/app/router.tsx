import { useMemo } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  type RouteObject,
} from 'react-router';
import { RouteError } from '../components/errors/route-error';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import { paths } from '../config/paths';
import { setSessionExpiredHandler } from '../lib/api-client';
import { appRoute } from './routes/app/app-routes';

type RouteModule = { default: React.ComponentType };

/** Route modules default-export their component; React Router loads them on first visit. */
function lazyRoute(load: () => Promise<RouteModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      { path: paths.landing.path, lazy: lazyRoute(() => import('./routes/landing')) },
      { path: paths.auth.login.path, lazy: lazyRoute(() => import('./routes/auth/login')) },
      {
        path: paths.auth.forgotPassword.path,
        lazy: lazyRoute(() => import('./routes/auth/forgot-password')),
      },
      {
        path: paths.auth.resetPassword.path,
        lazy: lazyRoute(() => import('./routes/auth/reset-password')),
      },
      {
        path: paths.auth.googleCallback.path,
        lazy: lazyRoute(() => import('./routes/auth/google-callback')),
      },
      { path: paths.auth.signup.path, lazy: lazyRoute(() => import('./routes/auth/signup')) },
      { path: paths.auth.activate.path, lazy: lazyRoute(() => import('./routes/auth/activate')) },
      {
        path: paths.auth.acceptInvitation.path,
        lazy: lazyRoute(() => import('./routes/auth/accept-invitation')),
      },
      appRoute,
      { path: '*', element: <Navigate to={paths.app.root.getHref()} replace /> },
    ],
  },
];

type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/** A failed session refresh lands on /login with the session-expired message. */
export function connectSessionExpiry(router: AppRouterInstance): AppRouterInstance {
  setSessionExpiredHandler(() => {
    void router.navigate(paths.auth.login.getHref({ expired: true }), { replace: true });
  });
  return router;
}

export function AppRouter() {
  const router = useMemo(() => connectSessionExpiry(createBrowserRouter(routes)), []);
  return <RouterProvider router={router} />;
}
