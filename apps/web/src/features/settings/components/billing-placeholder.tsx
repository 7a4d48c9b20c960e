import { Paper } from '@mantine/core';
import { IconCreditCard, IconFileInvoice, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#web/components/ui/coming-soon.tsx';

/** Billing is a placeholder (docs/product-rules.md § Screens): says what will come here. */
export function BillingPlaceholder() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <ComingSoon
        order={2}
        badge={t('settings:comingSoon')}
        title={t('settings:billing.title')}
        description={t('settings:billing.description')}
        items={[
          {
            icon: <IconCreditCard size={22} />,
            title: t('settings:billing.items.plan.title'),
            description: t('settings:billing.items.plan.description'),
          },
          {
            icon: <IconReceipt size={22} />,
            title: t('settings:billing.items.invoices.title'),
            description: t('settings:billing.items.invoices.description'),
          },
          {
            icon: <IconFileInvoice size={22} />,
            title: t('settings:billing.items.details.title'),
            description: t('settings:billing.items.details.description'),
          },
        ]}
      />
    </Paper>
  );
}
