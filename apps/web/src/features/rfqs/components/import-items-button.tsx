import { Button, FileButton } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QUOTE_FILE_MAX_BYTES } from '@app/shared/constants/purchasing';
import type { ImportedItems } from '@app/shared/schemas/rfqs';
import { getErrorMessage } from '#web/lib/errors.ts';
import { useImportItems } from '../api/import-items';

const MEGABYTE = 1024 * 1024;
/** What the file chooser offers; the server still checks the type from the bytes. */
const ACCEPT = '.xlsx,.csv,.tsv,.txt';

type ImportItemsButtonProps = {
  onImported: (result: ImportedItems) => void;
  onError: (message: string | null) => void;
};

/** "Import XLSX/CSV": sends one file and hands the rows it held to the grid. */
export function ImportItemsButton({ onImported, onError }: ImportItemsButtonProps) {
  const { t } = useTranslation();
  const importItems = useImportItems();
  // Cleared after each choice, so choosing the same file again (once fixed) reads it again.
  const resetRef = useRef<() => void>(null);
  const read = async (file: File | null) => {
    if (!file) return;
    resetRef.current?.();
    // A file over the cap is refused here, before it travels, naming the limit.
    if (file.size > QUOTE_FILE_MAX_BYTES) {
      onError(t('rfqs:import.tooLarge', { max: QUOTE_FILE_MAX_BYTES / MEGABYTE }));
      return;
    }
    if (file.size === 0) {
      onError(t('rfqs:import.empty'));
      return;
    }
    onError(null);
    try {
      onImported(await importItems.mutateAsync(file));
    } catch (error) {
      onError(getErrorMessage(error, t('rfqs:import.failed')));
    }
  };
  return (
    <FileButton resetRef={resetRef} accept={ACCEPT} onChange={(file) => void read(file)}>
      {(props) => (
        <Button
          {...props}
          variant="default"
          loading={importItems.isPending}
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        >
          {t('rfqs:import.open')}
        </Button>
      )}
    </FileButton>
  );
}
