import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useComparison } from '../../../features/comparison/api/get-comparison';
import { ComparisonPage } from '../../../features/comparison/components/comparison-page';
import { AwardPanel } from '../../../features/purchase-orders/components/award-panel';

/** `/in/rfqs/:rfqId/comparison`: the RFQ's offers side by side, levelled, and their award. */
export default function RfqComparisonRoute() {
  const rfqId = Number(useParams().rfqId);
  const comparison = useComparison(rfqId);
  return (
    <Stack gap="xl">
      <ComparisonPage rfqId={rfqId} />
      {comparison.data ? <AwardPanel rfqId={rfqId} comparison={comparison.data} /> : null}
    </Stack>
  );
}
