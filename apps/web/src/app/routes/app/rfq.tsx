import { useParams } from 'react-router';
import { useProfile } from '../../../features/profile/api/get-profile';
import { canPurchase } from '../../../features/profile/utils/roles';
import { RfqDetail } from '../../../features/rfqs/components/rfq-detail';

/** `/in/rfqs/:rfqId`: one RFQ, who was invited and who answered. */
export default function RfqRoute() {
  const rfqId = Number(useParams().rfqId);
  const profile = useProfile();
  return <RfqDetail rfqId={rfqId} canManage={canPurchase(profile.data)} />;
}
