import { useParams } from 'react-router';
import { PriceAlertMarker } from '#web/features/price-memory/components/price-alert-marker.tsx';
import { QuoteReview } from '#web/features/quotes/components/quote-review.tsx';
import { useProfile } from '#web/features/profile/api/get-profile.ts';
import { canPurchase } from '#web/features/profile/utils/roles.ts';

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
