import { MultiSelect, Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RFQ_MAX_SUPPLIERS } from '@app/shared/constants/purchasing';
import { useLocations } from '../../../api/locations';
import { useSuppliers } from '../../../api/suppliers';

export type RfqFieldValues = {
  title: string;
  deliveryLocationId: number | null;
  needByDate: string;
  /** `datetime-local` value on the user's clock. */
  due: string;
  notes: string;
  supplierIds: number[];
};

type RfqFieldsProps = {
  values: RfqFieldValues;
  onChange: (values: RfqFieldValues) => void;
  errors: Partial<Record<string, string>>;
  /** The project's delivery location, shown until the buyer picks another. */
  defaultLocationId: number | null;
};

/** The RFQ's own facts: title, delivery place and dates, notes, invited suppliers. */
export function RfqFields({ values, onChange, errors, defaultLocationId }: RfqFieldsProps) {
  const { t } = useTranslation();
  const locations = useLocations();
  const suppliers = useSuppliers();
  const set = (patch: Partial<RfqFieldValues>) => onChange({ ...values, ...patch });
  const locationId = values.deliveryLocationId ?? defaultLocationId;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('rfqs:fields.title')}
            required
            value={values.title}
            onChange={(event) => set({ title: event.currentTarget.value })}
            error={errors.title}
          />
          <Select
            label={t('rfqs:fields.deliveryLocation')}
            data={(locations.data ?? []).map((location) => ({
              value: String(location.id),
              label: location.name,
            }))}
            value={locationId ? String(locationId) : null}
            onChange={(value) => set({ deliveryLocationId: value ? Number(value) : null })}
            clearable
            error={errors.deliveryLocationId}
          />
          <TextInput
            type="date"
            label={t('rfqs:fields.needByDate')}
            value={values.needByDate}
            onChange={(event) => set({ needByDate: event.currentTarget.value })}
            error={errors.needByDate}
          />
          <TextInput
            type="datetime-local"
            label={t('rfqs:fields.dueAt')}
            description={t('rfqs:fields.dueAtHint')}
            required
            value={values.due}
            onChange={(event) => set({ due: event.currentTarget.value })}
            error={errors.due}
          />
        </SimpleGrid>
        <MultiSelect
          label={t('rfqs:fields.suppliers')}
          description={t('rfqs:fields.suppliersHint', { max: RFQ_MAX_SUPPLIERS })}
          placeholder={t('rfqs:fields.suppliersPlaceholder')}
          searchable
          nothingFoundMessage={t('rfqs:fields.noSupplierFound')}
          data={(suppliers.data ?? []).map((supplier) => ({
            value: String(supplier.id),
            label: supplier.emails[0]
              ? `${supplier.legal_name} · ${supplier.emails[0]}`
              : supplier.legal_name,
          }))}
          value={values.supplierIds.map(String)}
          onChange={(ids) => set({ supplierIds: ids.map(Number) })}
          error={errors.supplierIds}
        />
        <Textarea
          label={t('rfqs:fields.notes')}
          autosize
          minRows={2}
          value={values.notes}
          onChange={(event) => set({ notes: event.currentTarget.value })}
          error={errors.notes}
        />
      </Stack>
    </Paper>
  );
}
