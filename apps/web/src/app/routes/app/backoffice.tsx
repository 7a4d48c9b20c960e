import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { RegistrationsPanel } from '../../../features/backoffice/components/registrations-panel';
import { useProfile } from '../../../features/profile/api/get-profile';
import { SectionLoader } from './section-loader';

/** `/in/backoffice`: account executives only; anyone else goes back to `/in`. */
export default function BackofficeRoute() {
  const profile = useProfile();
  if (profile.isPending) return <SectionLoader />;
  if (!profile.data?.is_staff) return <Navigate to={paths.app.root.getHref()} replace />;
  return <RegistrationsPanel />;
}
