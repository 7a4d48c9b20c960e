import { IconChartPie, IconReceipt2, IconTrendingDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { useDocumentTitle } from '../../../components/ui/page-title';

/** Analytics placeholder (docs/product-rules.md § Screens: not built yet): says what will come here. */
export function AnalyticsPlaceholder() {
  const { t } = useTranslation();
  useDocumentTitle(t('analytics:title'));
  return (
    <ComingSoon
      badge={t('analytics:badge')}
      title={t('analytics:title')}
      description={t('analytics:description')}
      items={[
        {
          icon: <IconReceipt2 size={22} />,
          title: t('analytics:items.spend.title'),
          description: t('analytics:items.spend.description'),
        },
        {
          icon: <IconTrendingDown size={22} />,
          title: t('analytics:items.savings.title'),
          description: t('analytics:items.savings.description'),
        },
        {
          icon: <IconChartPie size={22} />,
          title: t('analytics:items.categories.title'),
          description: t('analytics:items.categories.description'),
        },
      ]}
    />
  );
}
