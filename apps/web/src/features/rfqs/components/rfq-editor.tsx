import type { TFunction } from 'i18next';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClipboardText, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RFQ_MAX_ITEMS } from '@app/shared/constants/purchasing';
import { saveRfqSchema, type Rfq } from '@app/shared/schemas/rfqs';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { getErrorMessage, translateMessage } from '#web/lib/errors.ts';
import { useProject } from '#web/api/projects.ts';
import { useSaveRfq } from '../api/save-rfq';
import { useItemRows } from '../hooks/use-item-rows';
import { defaultDueInput, toInstant, toLocalInput } from '../utils/local-dates';
import { ItemGrid } from './item-grid';
import { ImportItemsButton } from './import-items-button';
import { emptyRow, isBlankRow, toItemInputs, toRow, type ItemRow } from './item-rows';
import { useFormat } from '#web/lib/format.ts';
import { PasteModal } from './paste-modal';
import { PasteSummary } from './paste-summary';
import { RfqFields, type RfqFieldsProps, type RfqFieldValues } from './rfq-fields';

type RfqEditorProps = {
  projectId: number;
  rfq?: Rfq;
  onSaved: (rfq: Rfq) => void;
  /** Adds a job site in place when the company has no delivery place (from the route). */
  addLocation?: RfqFieldsProps['addLocation'];
};

type Problems = {
  fields: Partial<Record<string, string>>;
  rows: Record<number, Partial<Record<keyof ItemRow, string>>>;
  general: string[];
};
const NO_PROBLEMS: Problems = { fields: {}, rows: {}, general: [] };

/** Create or edit an RFQ: its facts, the item grid (typed, pasted or imported) and the suppliers. */
export function RfqEditor({ projectId, rfq, onSaved, addLocation }: RfqEditorProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const project = useProject(projectId);
  const saveRfq = useSaveRfq();
  const items = useItemRows(rfq ? rfq.items.map((item) => toRow(item, format)) : [emptyRow()]);
  const [isPasting, setIsPasting] = useState(false);
  const [importError, setImportError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [values, setValues] = useState<RfqFieldValues>({
    title: rfq?.title ?? '',
    deliveryLocationId: rfq?.delivery_location?.id ?? null,
    needByDate: rfq?.need_by_date ?? '',
    due: rfq ? toLocalInput(rfq.due_at) : defaultDueInput(),
    notes: rfq?.notes ?? '',
    supplierIds:
      rfq?.invitations
        .filter((invitation) => invitation.status !== 'withdrawn')
        .flatMap((invitation) => (invitation.supplier.id ? [invitation.supplier.id] : [])) ?? [],
  });
  const locationId =
    values.deliveryLocationId ?? (rfq ? null : (project.data?.delivery_location?.id ?? null));

  const submit = async () => {
    const input = {
      project_id: projectId,
      title: values.title,
      delivery_location_id: locationId,
      need_by_date: values.needByDate || null,
      due_at: values.due ? toInstant(values.due) : '',
      notes: values.notes,
      items: toItemInputs(items.rows, format),
      supplier_ids: values.supplierIds,
    };
    const parsed = saveRfqSchema.safeParse(input);
    if (!parsed.success) {
      setProblems(
        toProblems(
          parsed.error.issues.map((issue) => ({
            path: issue.path.map(String),
            message: issue.message,
          })),
          items.rows,
          t,
        ),
      );
      return;
    }
    setProblems(NO_PROBLEMS);
    try {
      onSaved(await saveRfq.mutateAsync({ ...parsed.data, ...(rfq ? { id: rfq.id } : {}) }));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        const issues = Object.entries(error.fieldErrors).map(([field, messages]) => ({
          path: field.split('.'),
          message: messages.join(' '),
        }));
        setProblems({
          ...toProblems(issues, items.rows, t),
          general: error.errorText ? [error.errorText] : [],
        });
      } else {
        setProblems({
          ...NO_PROBLEMS,
          general: [getErrorMessage(error, t('rfqs:errors.saveFailed'))],
        });
      }
    }
  };

  return (
    <Stack gap="lg">
      <PageTitle
        title={rfq ? t('rfqs:editor.editTitle', { number: rfq.number }) : t('rfqs:editor.newTitle')}
        description={
          project.data ? t('rfqs:editor.inProject', { name: project.data.name }) : undefined
        }
      />
      {rfq?.status === 'sent' ? (
        <FormAlert tone="info">{t('rfqs:editor.sentNotice')}</FormAlert>
      ) : null}
      <RfqFields
        values={values}
        onChange={setValues}
        errors={problems.fields}
        defaultLocationId={locationId}
        addLocation={addLocation}
      />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Stack gap={2}>
              <Title order={2} fz="lg">
                {t('rfqs:items.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('rfqs:items.help', { max: RFQ_MAX_ITEMS })}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconClipboardText size={16} aria-hidden />}
                onClick={() => setIsPasting(true)}
              >
                {t('rfqs:paste.open')}
              </Button>
              <ImportItemsButton
                onError={setImportError}
                onImported={(result) =>
                  items.append(
                    result.items,
                    result.skipped.map((skip) => ({ row: skip.row, message: skip.reason })),
                    result.dropped_rows,
                  )
                }
              />
            </Group>
          </Group>
          {importError ? <FormAlert>{importError}</FormAlert> : null}
          {items.outcome ? (
            <PasteSummary outcome={items.outcome} onClose={items.clearOutcome} />
          ) : null}
          <ItemGrid
            rows={items.rows}
            onChange={items.setRows}
            onPasteRows={items.pasteText}
            errors={problems.rows}
          />
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => items.setRows([...items.rows, emptyRow()])}
            >
              {t('rfqs:items.add')}
            </Button>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('rfqs:items.count', { count: toItemInputs(items.rows, format).length })}
            </Text>
          </Group>
        </Stack>
      </Paper>
      {problems.general.length > 0 ? <FormAlert>{problems.general.join(' ')}</FormAlert> : null}
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={saveRfq.isPending}>
          {rfq ? t('rfqs:editor.save') : t('rfqs:editor.saveDraft')}
        </Button>
      </Group>
      <PasteModal
        isOpen={isPasting}
        onClose={() => setIsPasting(false)}
        onRead={(text) => {
          items.pasteText(text);
          setIsPasting(false);
        }}
      />
    </Stack>
  );
}

const FIELD_NAMES: Record<string, string> = {
  title: 'title',
  delivery_location_id: 'deliveryLocationId',
  need_by_date: 'needByDate',
  due_at: 'due',
  notes: 'notes',
  supplier_ids: 'supplierIds',
};

/** Puts each problem on its field, or on its grid cell (`items.3.quantity`, blank rows skipped). */
function toProblems(
  issues: { path: string[]; message: string }[],
  rows: ItemRow[],
  t: TFunction,
): Problems {
  const problems: Problems = { fields: {}, rows: {}, general: [] };
  const filled = rows.flatMap((row, index) => (isBlankRow(row) ? [] : [index]));
  for (const issue of issues) {
    const message = translateMessage(t, issue.message) ?? issue.message;
    const [head, position, column] = issue.path;
    if (head === 'items' && position !== undefined && column !== undefined) {
      const rowIndex = filled[Number(position)] ?? 0;
      problems.rows[rowIndex] = { ...problems.rows[rowIndex], [column]: message };
    } else if (head && head !== 'items' && FIELD_NAMES[head]) {
      problems.fields[FIELD_NAMES[head]] = message;
    } else {
      problems.general.push(message);
    }
  }
  return problems;
}
