import { useParams } from 'react-router';
import { useProfile } from '../../../features/profile/api/get-profile';
import { canPurchase } from '../../../features/profile/utils/roles';
import { FiledQuotes } from '../../../features/quotes/components/filed-quotes';
import { RfqDetail } from '../../../features/rfqs/components/rfq-detail';

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
