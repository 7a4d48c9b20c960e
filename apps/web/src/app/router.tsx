import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import {
  BrowserRouter,
  Navigate,
  NavigationType,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import { paths } from '../config/paths';
import { setSessionExpiredHandler } from '../lib/api-client';
import { loadSignedInTranslations } from '../lib/i18n';

/*
 * Declarative routing (BrowserRouter + React.lazy) rather than a data router: the app loads no
 * data through route loaders, and the data router's code would cost about 17 KB of gzipped
 * JavaScript on every first load (the web budget is 150 KB: docs/decisions.md §11). Each screen is its own chunk.
 */
const Landing = lazy(() => import('./routes/landing'));
const Login = lazy(() => import('./routes/auth/login'));
const ForgotPassword = lazy(() => import('./routes/auth/forgot-password'));
const ResetPassword = lazy(() => import('./routes/auth/reset-password'));
const GoogleCallback = lazy(() => import('./routes/auth/google-callback'));
const Signup = lazy(() => import('./routes/auth/signup'));
const Activate = lazy(() => import('./routes/auth/activate'));
const AcceptInvitation = lazy(() => import('./routes/auth/accept-invitation'));
// The signed-in area's texts come with its code, not with the first load.
const SignedInArea = lazy(() =>
  Promise.all([import('./routes/app/app-routes'), loadSignedInTranslations()]).then(
    ([routes]) => routes,
  ),
);

/** A failed session refresh lands on /login with the session-expired message. */
function SessionExpiryRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionExpiredHandler(() => {
      void navigate(paths.auth.login.getHref({ expired: true }), { replace: true });
    });
  }, [navigate]);
  return null;
}

/**
 * A page reached by a link starts at its top, as a full page load would; back and forward leave
 * the position to the browser's own scroll restoration.
 */
function ScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

/** Every route of the app; the error boundary resets when the user goes to another page. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <>
      <SessionExpiryRedirect />
      <ScrollToTopOnNavigation />
      <ErrorBoundary resetKey={pathname} reloadOnRetry>
        <Suspense fallback={<FullScreenLoader />}>
          <Routes>
            <Route path={paths.landing.path} element={<Landing />} />
            <Route path={paths.auth.login.path} element={<Login />} />
            <Route path={paths.auth.forgotPassword.path} element={<ForgotPassword />} />
            <Route path={paths.auth.resetPassword.path} element={<ResetPassword />} />
            <Route path={paths.auth.googleCallback.path} element={<GoogleCallback />} />
            <Route path={paths.auth.signup.path} element={<Signup />} />
            <Route path={paths.auth.activate.path} element={<Activate />} />
            <Route path={paths.auth.acceptInvitation.path} element={<AcceptInvitation />} />
            <Route path={`${paths.app.root.path}/*`} element={<SignedInArea />} />
            <Route path="*" element={<Navigate to={paths.app.root.getHref()} replace />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
