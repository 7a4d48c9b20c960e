import { Navigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { BuyerDashboard } from '#web/features/dashboard/components/buyer-dashboard.tsx';
import { ProviderDashboard } from '#web/features/dashboard/components/provider-dashboard.tsx';
import { useProfile } from '#web/features/profile/api/get-profile.ts';
import { SectionLoader } from './section-loader';

/**
 * `/in`: the dashboard of the user's side (docs/product-rules.md § Dashboard): a provider
 * company's, or the buyer's for buyer companies and retail users; account executives land on
 * their back office instead.
 */
export default function DashboardRoute() {
  const profile = useProfile();
  if (profile.isPending) return <SectionLoader />;
  if (profile.data?.is_staff) return <Navigate to={paths.app.backoffice.getHref()} replace />;
  if (profile.data?.user_type === 'Provider User') return <ProviderDashboard />;
  return <BuyerDashboard />;
}
