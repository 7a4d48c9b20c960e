import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showNotice } from '#web/components/ui/notify.tsx';
import { getErrorMessage } from '#web/lib/errors.ts';
import { downloadComparison } from '../api/download-comparison';

/** Downloads the comparison as XLSX (live formulas) or PDF, in the interface language. */
export function ComparisonExportButtons({ rfqId }: { rfqId: number }) {
  const { t } = useTranslation();
  const download = (format: 'pdf' | 'xlsx') =>
    void downloadComparison(rfqId, format, t('comparison:export.fileName', { id: rfqId })).catch(
      (error: unknown) =>
        showNotice(getErrorMessage(error, t('comparison:export.downloadFailed')), 'error'),
    );
  return (
    <Group gap="xs">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconDownload size={14} aria-hidden />}
        onClick={() => download('xlsx')}
      >
        {t('comparison:export.downloadXlsx')}
      </Button>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconDownload size={14} aria-hidden />}
        onClick={() => download('pdf')}
      >
        {t('comparison:export.downloadPdf')}
      </Button>
    </Group>
  );
}
