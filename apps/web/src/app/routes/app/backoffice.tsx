import { Navigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { RegistrationsPanel } from '#web/features/backoffice/components/registrations-panel.tsx';
import { useProfile } from '#web/features/profile/api/get-profile.ts';
import { SectionLoader } from './section-loader';

/** `/in/backoffice`: account executives only; anyone else goes back to `/in`. */
export default function BackofficeRoute() {
  const profile = useProfile();
  if (profile.isPending) return <SectionLoader />;
  if (!profile.data?.is_staff) return <Navigate to={paths.app.root.getHref()} replace />;
  return <RegistrationsPanel />;
}
