import '@mantine/charts/styles.css';
import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle, useDocumentTitle } from '#web/components/ui/page-title.tsx';
import {
  ANALYTICS_VIEWS,
  useAnalyticsQuery,
  type AnalyticsView,
} from '../hooks/use-analytics-query';
import { AnalyticsFilters } from './analytics-filters';
import { SavingsView } from './savings-view';
import { SpendView } from './spend-view';
import { SuppliersView } from './suppliers-view';
import { TrendView } from './trend-view';

/**
 * The buyer's analytics (docs/product-rules.md § Analytics): spend, savings per project, price
 * trend and supplier performance, each chart with its table and CSV. Only the open tab is mounted,
 * so only its view is asked for.
 */
export function AnalyticsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('analytics:title'));
  const analytics = useAnalyticsQuery();
  return (
    <Stack gap="lg">
      <PageTitle title={t('analytics:title')} description={t('analytics:description')} />
      <AnalyticsFilters
        values={analytics.raw}
        onChange={analytics.setFilter}
        onClear={analytics.clearFilters}
      />
      <Tabs
        value={analytics.view}
        onChange={(value) => analytics.setView((value ?? 'spend') as AnalyticsView)}
        keepMounted={false}
      >
        <Tabs.List>
          {ANALYTICS_VIEWS.map((view) => (
            <Tabs.Tab key={view} value={view}>
              {t(`analytics:tabs.${view}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="spend" pt="md">
          <SpendView query={analytics.filter} />
        </Tabs.Panel>
        <Tabs.Panel value="savings" pt="md">
          <SavingsView query={analytics.filter} />
        </Tabs.Panel>
        <Tabs.Panel value="trend" pt="md">
          <TrendView query={analytics.trendQuery} onItemChange={analytics.setItem} />
        </Tabs.Panel>
        <Tabs.Panel value="suppliers" pt="md">
          <SuppliersView query={analytics.filter} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
