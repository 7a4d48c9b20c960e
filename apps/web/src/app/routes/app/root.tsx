import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '#web/components/errors/error-boundary.tsx';
import { Notices } from '#web/components/ui/notify.tsx';
import { AppLayout } from '#web/features/app-shell/components/app-layout.tsx';
import { RequireAuth } from '#web/features/auth/components/require-auth.tsx';
import { useProfile } from '#web/features/profile/api/get-profile.ts';
import { SavedLanguageSwitch } from '#web/features/profile/components/saved-language-switch.tsx';
import { useApplyProfileLanguage } from '#web/features/profile/hooks/use-apply-profile-language.ts';
import { SectionLoader } from './section-loader';

function SignedInArea() {
  const profile = useProfile();
  const { pathname } = useLocation();
  useApplyProfileLanguage(profile.data?.language);
  const data = profile.data;
  return (
    <AppLayout
      user={{
        firstName: data?.first_name,
        lastName: data?.last_name,
        email: data?.email,
        avatar: data?.avatar,
        isStaff: data?.is_staff,
        isProvider: data?.user_type === 'Provider User',
      }}
      languageControl={<SavedLanguageSwitch />}
    >
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<SectionLoader />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </AppLayout>
  );
}

/** `/in`: the guard, the notices and confirmation dialogs, and the signed-in layout. */
export default function AppRoot() {
  return (
    <RequireAuth>
      <ModalsProvider>
        <Notices />
        <SignedInArea />
      </ModalsProvider>
    </RequireAuth>
  );
}
