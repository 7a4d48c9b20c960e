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
 * JavaScript on every first load (the web budget is 150 KB:
 * docs/decisions/011-first-load-without-tanstack-query.md). Each screen is its own chunk.
 */
const loadLanding = () => import('./routes/landing');
const loadLogin = () => import('./routes/auth/login');
const loadSignup = () => import('./routes/auth/signup');
const Landing = lazy(loadLanding);
const Login = lazy(loadLogin);
const ForgotPassword = lazy(() => import('./routes/auth/forgot-password'));
const ResetPassword = lazy(() => import('./routes/auth/reset-password'));
const GoogleCallback = lazy(() => import('./routes/auth/google-callback'));
const Signup = lazy(loadSignup);
const Activate = lazy(() => import('./routes/auth/activate'));
const AcceptInvitation = lazy(() => import('./routes/auth/accept-invitation'));
// The answer page's texts live with the signed-in area's (the same RFQ words, units…).
const RfqAnswer = lazy(() =>
  Promise.all([import('./routes/rfq-answer'), loadSignedInTranslations()]).then(([route]) => route),
);
// The signed-in area's texts come with its code, not with the first load.
const SignedInArea = lazy(() =>
  Promise.all([import('./routes/app/app-routes'), loadSignedInTranslations()]).then(
    ([routes]) => routes,
  ),
);

const PUBLIC_PAGE_LOADERS: Record<string, () => Promise<unknown>> = {
  [paths.landing.path]: loadLanding,
  [paths.auth.login.path]: loadLogin,
  [paths.auth.signup.path]: loadSignup,
};

/**
 * Starts fetching the public page the visitor opened while the entry is still fetching the
 * language's texts, instead of after them: the page's chunks are one round trip nearer the first
 * paint (docs/decisions/016-web-delivery.md § Web delivery). The router's `lazy` gets the same
 * module.
 */
export function preloadOpenedPage(pathname: string): void {
  void PUBLIC_PAGE_LOADERS[pathname]?.().catch(() => undefined);
}

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

/**
 * A prerendered page stays inert until React has hydrated it: a click or a key before then would
 * go nowhere, or send the form natively with the password in the address. Inside the routes'
 * Suspense boundary, its effect runs once the page itself has hydrated
 * (docs/decisions/016-web-delivery.md § Web delivery).
 */
function EndInertFirstPaint() {
  useEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
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
            <Route path={paths.rfqAnswer.path} element={<RfqAnswer />} />
            <Route path={`${paths.app.root.path}/*`} element={<SignedInArea />} />
            <Route path="*" element={<Navigate to={paths.app.root.getHref()} replace />} />
          </Routes>
          <EndInertFirstPaint />
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
