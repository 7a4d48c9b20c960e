import { AnalyticsPlaceholder } from '../../../features/analytics/components/analytics-placeholder';

export default function AnalyticsRoute() {
  return <AnalyticsPlaceholder />;
}
