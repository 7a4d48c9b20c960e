import {
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconMailPlus, IconMapPinPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RFQ_MAX_SUPPLIERS } from '@app/shared/constants/purchasing';
import { useLocations } from '#web/api/locations.ts';
import { useSuppliers } from '#web/api/suppliers.ts';
import { showNotice } from '#web/components/ui/notify.tsx';
import { getErrorMessage } from '#web/lib/errors.ts';
import { useSupplierByEmail } from '../api/supplier-by-email';

export type RfqFieldValues = {
  title: string;
  deliveryLocationId: number | null;
  needByDate: string;
  /** `datetime-local` value on the user's clock. */
  due: string;
  notes: string;
  supplierIds: number[];
};

export type RfqFieldsProps = {
  values: RfqFieldValues;
  onChange: (values: RfqFieldValues) => void;
  errors: Partial<Record<string, string>>;
  /** The project's delivery location, shown until the buyer picks another. */
  defaultLocationId: number | null;
  /**
   * A form that adds a job site in place (from the locations feature, brought by the route);
   * it calls `onAdded` with the new location's id.
   */
  addLocation?: (onAdded: (id: number) => void, onCancel: () => void) => ReactNode;
};

/** The RFQ's own facts: title, delivery place and dates, notes, invited suppliers. */
export function RfqFields({
  values,
  onChange,
  errors,
  defaultLocationId,
  addLocation,
}: RfqFieldsProps) {
  const { t } = useTranslation();
  const locations = useLocations();
  const suppliers = useSuppliers();
  const set = (patch: Partial<RfqFieldValues>) => onChange({ ...values, ...patch });
  const locationId = values.deliveryLocationId ?? defaultLocationId;
  const [addingLocation, setAddingLocation] = useState(false);
  const noLocations = locations.isSuccess && locations.data.length === 0;

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
            description={noLocations ? t('rfqs:fields.noLocations') : undefined}
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
        {noLocations && addLocation ? (
          addingLocation ? (
            addLocation(
              (id) => {
                setAddingLocation(false);
                set({ deliveryLocationId: id });
              },
              () => setAddingLocation(false),
            )
          ) : (
            <Group>
              <Button
                variant="light"
                leftSection={<IconMapPinPlus size={18} aria-hidden />}
                onClick={() => setAddingLocation(true)}
              >
                {t('rfqs:fields.addJobSite')}
              </Button>
            </Group>
          )
        ) : null}
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
        <InviteByEmail
          onInvited={(id) => {
            if (!values.supplierIds.includes(id)) set({ supplierIds: [...values.supplierIds, id] });
          }}
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

/**
 * Invites someone the directory does not have yet: the e-mail is added to it as a supplier (or
 * the supplier that has it is found) and joins the RFQ's invited suppliers.
 */
function InviteByEmail({ onInvited }: { onInvited: (supplierId: number) => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const invite = useSupplierByEmail();
  const submit = () => {
    setError(null);
    invite.mutate(email, {
      onSuccess: ({ supplier, created }) => {
        onInvited(supplier.id);
        setEmail('');
        showNotice(
          t(created ? 'rfqs:invite.added' : 'rfqs:invite.found', {
            email: supplier.emails[0] ?? email,
            name: supplier.legal_name,
          }),
        );
      },
      onError: (failure) => setError(getErrorMessage(failure, t('rfqs:invite.failed'))),
    });
  };
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        type="email"
        label={t('rfqs:invite.label')}
        description={t('rfqs:invite.hint')}
        placeholder={t('rfqs:invite.placeholder')}
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          }
        }}
        error={error}
        style={{ flex: 1 }}
      />
      <Button
        mt={{ base: 46, xs: 46 }}
        variant="default"
        leftSection={<IconMailPlus size={18} aria-hidden />}
        loading={invite.isPending}
        disabled={email.trim() === ''}
        onClick={submit}
      >
        {t('rfqs:invite.submit')}
      </Button>
    </Group>
  );
}
