import { useParams } from 'react-router';
import { useProfile } from '#web/features/profile/api/get-profile.ts';
import { canPurchase } from '#web/features/profile/utils/roles.ts';
import { FiledQuotes } from '#web/features/quotes/components/filed-quotes.tsx';
import { RfqDetail } from '#web/features/rfqs/components/rfq-detail.tsx';

/** `/in/rfqs/:rfqId`: one RFQ, who was invited and who answered, and the quotes filed under it. */
export default function RfqRoute() {
  const rfqId = Number(useParams().rfqId);
  const profile = useProfile();
  const canManage = canPurchase(profile.data);
  return (
    <RfqDetail
      rfqId={rfqId}
      canManage={canManage}
      quotes={(typedAnswers) => (
        <FiledQuotes target={{ rfqId }} canManage={canManage} typedAnswers={typedAnswers} />
      )}
    />
  );
}
