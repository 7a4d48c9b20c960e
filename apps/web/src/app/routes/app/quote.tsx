import { useParams } from 'react-router';
import { PriceAlertMarker } from '../../../features/price-memory/components/price-alert-marker';
import { QuoteReview } from '../../../features/quotes/components/quote-review';
import { useProfile } from '../../../features/profile/api/get-profile';
import { canPurchase } from '../../../features/profile/utils/roles';

/**
 * `/in/quotes/:quoteId`: one quote, its source and its values, to review and confirm, with the
 * price memory's marker on lines priced far from the company's history.
 */
export default function QuoteRoute() {
  const { quoteId } = useParams();
  const profile = useProfile();
  return (
    <QuoteReview
      quoteId={Number(quoteId)}
      canManage={canPurchase(profile.data)}
      renderPriceAlert={(alert) => <PriceAlertMarker alert={alert} />}
    />
  );
}
