import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv } from '../utils/csv';

export type Column = { header: string; isNumeric?: boolean };

type DataSectionProps = {
  title: string;
  /** The CSV file's name, without extension. */
  fileName: string;
  columns: Column[];
  /** What the table shows (amounts formatted for the reader). */
  rows: string[][];
  /** The same rows for the CSV: amounts as the API gives them. */
  csvRows: Array<Array<string | number | null>>;
  /** What to do when there is nothing to show yet. */
  empty: string;
  chart?: ReactNode;
};

/**
 * One figure of the analytics (docs/product-rules.md § Analytics): its chart, the same data as a
 * table below it (read by screen readers and people who want the numbers) and a CSV download.
 */
export function DataSection({
  title,
  fileName,
  columns,
  rows,
  csvRows,
  empty,
  chart,
}: DataSectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const download = () =>
    downloadCsv(
      `${fileName}.csv`,
      toCsv(
        columns.map((c) => c.header),
        csvRows,
      ),
    );
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {rows.length > 0 && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={download}
            aria-label={t('analytics:csv.label', { title })}
          >
            {t('analytics:csv.button')}
          </Button>
        )}
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <>
          {chart}
          <Table.ScrollContainer minWidth={480}>
            <Table striped withTableBorder>
              <Table.Caption>{t('analytics:tableCaption', { title })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c.header} ta={c.isNumeric ? 'right' : undefined} scope="col">
                      {c.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, r) => (
                  <Table.Tr key={r}>
                    {row.map((value, c) => (
                      <Table.Td key={c} ta={columns[c]?.isNumeric ? 'right' : undefined}>
                        {value}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
