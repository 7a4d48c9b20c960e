import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { loadSignedInTranslations } from '../../../lib/i18n';

type RouteModule = { default: React.ComponentType };

function lazyRoute(load: () => Promise<RouteModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/**
 * The signed-in area (`/in/*`, issue 5). Unknown paths under `/in` (such as `/in/dashboard`) fall
 * through to `/in`.
 */
export const appRoute: RouteObject = {
  path: paths.app.root.path,
  // The signed-in area's texts come with its code, not with the first load.
  lazy: lazyRoute(() => Promise.all([import('./root'), loadSignedInTranslations()]).then(([root]) => root)),
  children: [
    { index: true, lazy: lazyRoute(() => import('./dashboard')) },
    { path: paths.app.projects.path, lazy: lazyRoute(() => import('./projects')) },
    { path: paths.app.analytics.path, lazy: lazyRoute(() => import('./analytics')) },
    { path: paths.app.profile.path, lazy: lazyRoute(() => import('./profile')) },
    { path: paths.app.settings.path, lazy: lazyRoute(() => import('./settings')) },
    { path: paths.app.backoffice.path, lazy: lazyRoute(() => import('./backoffice')) },
    { path: '*', element: <Navigate to={paths.app.root.getHref()} replace /> },
  ],
};
