import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@app/shared/constants/domain';
import { TAX_ID_TYPES } from '@app/shared/constants/purchasing';
import {
  saveSupplierSchema,
  type SaveSupplierData,
  type SaveSupplierInput,
  type Supplier,
} from '@app/shared/schemas/suppliers';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { formFailure } from '#web/lib/form-errors.ts';
import { useFieldError } from '#web/components/form/use-field-error.ts';

const FIELDS: Path<SaveSupplierInput>[] = [
  'legal_name',
  'trade_name',
  'tax_id_type',
  'tax_id',
  'country',
  'emails',
  'phone',
  'categories',
  'language',
];

function toFormValues(supplier: Supplier | undefined): SaveSupplierInput {
  if (!supplier) {
    return {
      legal_name: '',
      trade_name: '',
      tax_id_type: null,
      tax_id: '',
      country: 'MX',
      emails: [],
      phone: '',
      categories: [],
      language: 'es',
    };
  }
  const { id: _id, provider_company: _provider, created_at: _created, ...fields } = supplier;
  return fields;
}

type SupplierFormProps = {
  supplier?: Supplier;
  isSaving: boolean;
  onSubmit: (values: SaveSupplierData) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * Create or edit a supplier. The tax id is checked by its type's rules (RFC, NIF/NIE/CIF, NIT,
 * RUT, EIN) here and again by the server, which also keeps one supplier per tax id.
 */
export function SupplierForm({ supplier, isSaving, onSubmit, onCancel }: SupplierFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string[]>([]);
  const { register, handleSubmit, control, setError, formState } = useForm<
    SaveSupplierInput,
    unknown,
    SaveSupplierData
  >({ resolver: zodResolver(saveSupplierSchema), defaultValues: toFormValues(supplier) });

  const submit = async (values: SaveSupplierData) => {
    setFailure([]);
    try {
      await onSubmit(values);
    } catch (cause) {
      setFailure(formFailure(cause, setError, FIELDS, t('suppliers:errors.saveFailed')));
    }
  };
  const errorOf = useFieldError(formState);

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('suppliers:fields.legalName')}
            required
            error={errorOf('legal_name')}
            {...register('legal_name')}
          />
          <TextInput
            label={t('suppliers:fields.tradeName')}
            error={errorOf('trade_name')}
            {...register('trade_name')}
          />
          <Controller
            control={control}
            name="tax_id_type"
            render={({ field }) => (
              <Select
                label={t('suppliers:fields.taxIdType')}
                placeholder={t('suppliers:fields.taxIdTypePlaceholder')}
                data={TAX_ID_TYPES.map((type) => ({
                  value: type,
                  label: t(`suppliers:taxIdTypes.${type}`),
                }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                clearable
                error={errorOf('tax_id_type')}
              />
            )}
          />
          <TextInput
            label={t('suppliers:fields.taxId')}
            error={errorOf('tax_id')}
            {...register('tax_id')}
          />
          <TextInput
            label={t('suppliers:fields.country')}
            description={t('suppliers:fields.countryHint')}
            required
            maxLength={2}
            autoComplete="country"
            error={errorOf('country')}
            {...register('country')}
          />
          <TextInput
            label={t('suppliers:fields.phone')}
            type="tel"
            error={errorOf('phone')}
            {...register('phone')}
          />
          <Controller
            control={control}
            name="emails"
            render={({ field }) => (
              <TagsInput
                label={t('suppliers:fields.emails')}
                description={t('suppliers:fields.emailsHint')}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                splitChars={[',', ' ', ';']}
                error={errorOf('emails')}
              />
            )}
          />
          <Controller
            control={control}
            name="categories"
            render={({ field }) => (
              <TagsInput
                label={t('suppliers:fields.categories')}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorOf('categories')}
              />
            )}
          />
          <Controller
            control={control}
            name="language"
            render={({ field }) => (
              <Select
                label={t('suppliers:fields.language')}
                description={t('suppliers:fields.languageHint')}
                data={LANGUAGES.map((code) => ({
                  value: code,
                  label: t(`common:language.${code}`),
                }))}
                value={field.value ?? 'es'}
                onChange={(value) => field.onChange(value ?? 'es')}
                allowDeselect={false}
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
