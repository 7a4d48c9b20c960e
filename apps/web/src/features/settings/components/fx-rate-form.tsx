import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@app/shared/constants/purchasing';
import {
  saveFxRateSchema,
  type FxRate,
  type SaveFxRateData,
  type SaveFxRateInput,
} from '@app/shared/schemas/fx-rates';
import { DecimalInput } from '#web/components/form/decimal-input.tsx';
import { useFieldError } from '#web/components/form/use-field-error.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { formFailure } from '#web/lib/form-errors.ts';

const FIELDS: Path<SaveFxRateInput>[] = ['base_currency', 'quote_currency', 'rate', 'valid_from'];
const OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

type FxRateFormProps = {
  rate: FxRate | null;
  isSaving: boolean;
  onSubmit: (values: SaveFxRateData) => Promise<unknown>;
  onCancel: () => void;
};

/** Adds or edits one rate as printed: 1 base currency = rate quote currency, from a date on. */
export function FxRateForm({ rate, isSaving, onSubmit, onCancel }: FxRateFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string[]>([]);
  const { register, handleSubmit, control, setError, formState } = useForm<
    SaveFxRateInput,
    unknown,
    SaveFxRateData
  >({
    resolver: zodResolver(saveFxRateSchema),
    defaultValues: rate ?? {
      base_currency: 'USD',
      quote_currency: 'MXN',
      rate: '',
      valid_from: new Date().toISOString().slice(0, 10),
    },
  });
  const errorOf = useFieldError(formState);
  const submit = async (values: SaveFxRateData) => {
    setFailure([]);
    try {
      await onSubmit(values);
    } catch (cause) {
      setFailure(formFailure(cause, setError, FIELDS, t('settings:fx.saveFailed')));
    }
  };
  const currency = (name: 'base_currency' | 'quote_currency', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          required
          data={OPTIONS}
          value={field.value}
          onChange={(value) => value && field.onChange(value)}
          allowDeselect={false}
          error={errorOf(name)}
        />
      )}
    />
  );
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="md">
          {currency('base_currency', t('settings:fx.fields.base'))}
          <Controller
            control={control}
            name="rate"
            render={({ field }) => (
              <DecimalInput
                label={t('settings:fx.fields.rate')}
                description={t('settings:fx.fields.rateHint')}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorOf('rate')}
              />
            )}
          />
          {currency('quote_currency', t('settings:fx.fields.quote'))}
          <TextInput
            type="date"
            label={t('settings:fx.fields.validFrom')}
            required
            error={errorOf('valid_from')}
            {...register('valid_from')}
          />
        </SimpleGrid>
        {failure.length > 0 ? <FormAlert>{failure.join(' ')}</FormAlert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {rate ? t('settings:fx.save') : t('settings:fx.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
