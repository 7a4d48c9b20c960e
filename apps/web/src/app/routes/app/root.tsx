import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../../components/errors/error-boundary';
import { Notices } from '../../../components/ui/notify';
import { AppLayout } from '../../../features/app-shell/components/app-layout';
import { RequireAuth } from '../../../features/auth/components/require-auth';
import { useProfile } from '../../../features/profile/api/get-profile';
import { SavedLanguageSwitch } from '../../../features/profile/components/saved-language-switch';
import { useApplyProfileLanguage } from '../../../features/profile/hooks/use-apply-profile-language';
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
