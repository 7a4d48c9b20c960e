import { Navigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { AnalyticsPage } from '#web/features/analytics/components/analytics-page.tsx';
import { useProfile } from '#web/features/profile/api/get-profile.ts';
import { SectionLoader } from './section-loader';

/**
 * `/in/analytics`: the buyer's purchasing analytics. A provider company has no analytics of its
 * own yet, so the page is not theirs: they go to their dashboard (docs/product-rules.md
 * § Analytics).
 */
export default function AnalyticsRoute() {
  const profile = useProfile();
  if (profile.isPending) return <SectionLoader />;
  if (profile.data?.user_type === 'Provider User')
    return <Navigate to={paths.app.root.getHref()} replace />;
  return <AnalyticsPage />;
}
