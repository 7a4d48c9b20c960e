import { useParams } from 'react-router';
import { ComparisonPage } from '../../../features/comparison/components/comparison-page';

/** `/in/rfqs/:rfqId/comparison`: the RFQ's offers side by side, levelled. */
export default function RfqComparisonRoute() {
  return <ComparisonPage rfqId={Number(useParams().rfqId)} />;
}
