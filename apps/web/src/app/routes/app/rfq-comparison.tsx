import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useComparison } from '../../../features/comparison/api/get-comparison';
import { ComparisonPage } from '../../../features/comparison/components/comparison-page';
import { PriceAlertMarker } from '../../../features/price-memory/components/price-alert-marker';
import { AwardPanel } from '../../../features/purchase-orders/components/award-panel';

/**
 * `/in/rfqs/:rfqId/comparison`: the RFQ's offers side by side, levelled, with the price memory's
 * marker on prices far from the company's history, and their award.
 */
export default function RfqComparisonRoute() {
  const rfqId = Number(useParams().rfqId);
  const comparison = useComparison(rfqId);
  return (
    <Stack gap="xl">
      <ComparisonPage
        rfqId={rfqId}
        renderPriceAlert={(alert) => <PriceAlertMarker alert={alert} />}
      />
      {comparison.data ? <AwardPanel rfqId={rfqId} comparison={comparison.data} /> : null}
    </Stack>
  );
}
