import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { DashboardPlaceholder } from '../../../features/dashboard/components/dashboard-placeholder';
import { useProfile } from '../../../features/profile/api/get-profile';
import { SectionLoader } from './section-loader';

/** `/in`: the dashboard; account executives land on their back office instead. */
export default function DashboardRoute() {
  const profile = useProfile();
  if (profile.isPending) return <SectionLoader />;
  if (profile.data?.is_staff) return <Navigate to={paths.app.backoffice.getHref()} replace />;
  return <DashboardPlaceholder />;
}
