import { useParams } from 'react-router';
import { QuoteReview } from '../../../features/quotes/components/quote-review';
import { useProfile } from '../../../features/profile/api/get-profile';
import { canPurchase } from '../../../features/profile/utils/roles';

/** `/in/quotes/:quoteId`: one quote, its source and its values, to review and confirm. */
export default function QuoteRoute() {
  const { quoteId } = useParams();
  const profile = useProfile();
  return <QuoteReview quoteId={Number(quoteId)} canManage={canPurchase(profile.data)} />;
}
