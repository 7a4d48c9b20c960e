import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@app/shared/constants/purchasing';
import {
  saveProjectSchema,
  type Project,
  type SaveProjectData,
  type SaveProjectInput,
} from '@app/shared/schemas/projects';
import { DecimalInput } from '#web/components/form/decimal-input.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { formFailure } from '#web/lib/form-errors.ts';
import { useLocations } from '#web/api/locations.ts';
import { useFieldError } from '#web/components/form/use-field-error.ts';

const FIELDS: Path<SaveProjectInput>[] = [
  'name',
  'code',
  'client',
  'delivery_location_id',
  'currency',
  'tax_rate',
  'budget',
];

function toFormValues(project: Project | undefined): SaveProjectInput {
  if (!project) {
    return {
      name: '',
      code: '',
      client: '',
      delivery_location_id: null,
      currency: 'MXN',
      tax_rate: '16',
      budget: null,
    };
  }
  return {
    name: project.name,
    code: project.code,
    client: project.client,
    delivery_location_id: project.delivery_location?.id ?? null,
    currency: project.currency,
    tax_rate: project.tax_rate,
    budget: project.budget,
  };
}

type ProjectFormProps = {
  project?: Project;
  isSaving: boolean;
  onSubmit: (values: SaveProjectData) => Promise<unknown>;
  onCancel: () => void;
};

/** Create or edit a project: name, code, client, delivery location, currency, tax rate, budget. */
export function ProjectForm({ project, isSaving, onSubmit, onCancel }: ProjectFormProps) {
  const { t } = useTranslation();
  const locations = useLocations();
  const [failure, setFailure] = useState<string[]>([]);
  const { register, handleSubmit, control, setError, formState } = useForm<
    SaveProjectInput,
    unknown,
    SaveProjectData
  >({ resolver: zodResolver(saveProjectSchema), defaultValues: toFormValues(project) });

  const submit = async (values: SaveProjectData) => {
    setFailure([]);
    try {
      await onSubmit(values);
    } catch (cause) {
      setFailure(formFailure(cause, setError, FIELDS, t('projects:errors.saveFailed')));
    }
  };
  const errorOf = useFieldError(formState);
  const locationData = (locations.data ?? []).map((location) => ({
    value: String(location.id),
    label: location.name,
  }));

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('projects:fields.name')}
            required
            error={errorOf('name')}
            {...register('name')}
          />
          <TextInput
            label={t('projects:fields.code')}
            description={t('projects:fields.codeHint')}
            required
            error={errorOf('code')}
            {...register('code')}
          />
          <TextInput
            label={t('projects:fields.client')}
            error={errorOf('client')}
            {...register('client')}
          />
          <Controller
            control={control}
            name="delivery_location_id"
            render={({ field }) => (
              <Select
                label={t('projects:fields.deliveryLocation')}
                placeholder={t('projects:fields.deliveryLocationPlaceholder')}
                data={locationData}
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value ? Number(value) : null)}
                onBlur={field.onBlur}
                clearable
                error={errorOf('delivery_location_id')}
              />
            )}
          />
          <Controller
            control={control}
            name="currency"
            render={({ field }) => (
              <Select
                label={t('projects:fields.currency')}
                required
                data={CURRENCIES.map((code) => ({ value: code, label: code }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'MXN')}
                allowDeselect={false}
                error={errorOf('currency')}
              />
            )}
          />
          <Controller
            control={control}
            name="tax_rate"
            render={({ field }) => (
              <DecimalInput
                label={t('projects:fields.taxRate')}
                description={t('projects:fields.taxRateHint')}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorOf('tax_rate')}
              />
            )}
          />
          <Controller
            control={control}
            name="budget"
            render={({ field }) => (
              <DecimalInput
                label={t('projects:fields.budget')}
                value={field.value}
                onChange={(value) => field.onChange(value || null)}
                onBlur={field.onBlur}
                error={errorOf('budget')}
              />
            )}
          />
        </SimpleGrid>
        {failure.length > 0 ? <FormAlert>{failure.join(' ')}</FormAlert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
