import { IconFileInvoice, IconPigMoney, IconScale } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { useDocumentTitle } from '../../../components/ui/page-title';

/** Dashboard placeholder (docs/product-rules.md § Screens: not built yet): says what will come here. */
export function DashboardPlaceholder() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard:title'));
  return (
    <ComingSoon
      badge={t('dashboard:badge')}
      title={t('dashboard:title')}
      description={t('dashboard:description')}
      items={[
        {
          icon: <IconFileInvoice size={22} />,
          title: t('dashboard:items.openQuotes.title'),
          description: t('dashboard:items.openQuotes.description'),
        },
        {
          icon: <IconPigMoney size={22} />,
          title: t('dashboard:items.savings.title'),
          description: t('dashboard:items.savings.description'),
        },
        {
          icon: <IconScale size={22} />,
          title: t('dashboard:items.comparisons.title'),
          description: t('dashboard:items.comparisons.description'),
        },
      ]}
    />
  );
}
