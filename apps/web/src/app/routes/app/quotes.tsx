import { QuotesPage } from '../../../features/quotes/components/quotes-page';
import { useProfile } from '../../../features/profile/api/get-profile';
import { canPurchase } from '../../../features/profile/utils/roles';

/** `/in/quotes`: the company's supplier quotes, uploaded and read. */
export default function QuotesRoute() {
  const profile = useProfile();
  return <QuotesPage canManage={canPurchase(profile.data)} />;
}
