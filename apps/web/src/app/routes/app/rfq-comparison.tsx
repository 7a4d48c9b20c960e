import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useComparison } from '#web/features/comparison/api/get-comparison.ts';
import { ComparisonPage } from '#web/features/comparison/components/comparison-page.tsx';
import { PriceAlertMarker } from '#web/features/price-memory/components/price-alert-marker.tsx';
import { AwardPanel } from '#web/features/purchase-orders/components/award-panel.tsx';

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
