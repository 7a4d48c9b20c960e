import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createFormat } from '@app/shared/format/format';
import { COMPANY_COUNTRIES, type CompanyCountry } from '@app/shared/format/locale';
import {
  updateCompanySchema,
  type Company,
  type UpdateCompanyInput,
} from '@app/shared/schemas/companies';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { rememberCompanyCountry, useFormat } from '#web/lib/format.ts';
import { useCompany } from '../api/get-company';
import { useUpdateCompany } from '../api/update-company';
import { showNotice } from '#web/components/ui/notify.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useFieldError } from '#web/components/form/use-field-error.ts';

const TYPE_LABELS = {
  provider: 'company:types.provider',
  company: 'company:types.company',
  retail: 'company:types.retail',
} as const;

function CompanyNameForm({ company }: { company: Company }) {
  const { t } = useTranslation();
  const updateCompany = useUpdateCompany();
  const [failure, setFailure] = useState<string | null>(null);
  const format = useFormat();
  const country = company.country as CompanyCountry;
  const { register, handleSubmit, setError, formState, reset, control } =
    useForm<UpdateCompanyInput>({
      resolver: zodResolver(updateCompanySchema),
      defaultValues: { name: company.name, country },
    });
  const fieldError = useFieldError(formState);
  useEffect(() => reset({ name: company.name, country }), [company.name, country, reset]);

  const submit = (values: UpdateCompanyInput) => {
    setFailure(null);
    updateCompany.mutate(values, {
      onSuccess: (saved) => {
        // Every amount on the page follows the new country at once.
        rememberCompanyCountry(saved.country);
        showNotice(t('company:messages.saved'));
      },
      onError: (cause) => {
        applyServerErrors(cause, setError, ['name', 'country']);
        setFailure(t('errors:saveCompanyFailed'));
      },
    });
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <Stack gap="md" maw={520}>
        <TextInput
          label={t('company:fields.name')}
          autoComplete="organization"
          required
          error={fieldError('name')}
          {...register('name')}
        />
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <Select
              label={t('company:fields.country')}
              description={t('company:fields.countryHint', {
                // The example follows the country chosen, before it is saved.
                example: createFormat({
                  language: format.language,
                  country: field.value,
                }).numbers.money('1234567.9', 'MXN'),
              })}
              data={COMPANY_COUNTRIES.map((code) => ({
                value: code,
                label: t(`company:countries.${code}`),
              }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? country)}
              allowDeselect={false}
              error={fieldError('country')}
            />
          )}
        />
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Group>
          <Button type="submit" loading={updateCompany.isPending} disabled={!formState.isDirty}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * My Company Information: the name, editable by OWNER and ADMIN only (the others read it).
 */
export function CompanyInfo({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const company = useCompany();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2} fz="lg">
              {t('company:title')}
            </Title>
            {company.data ? (
              <Badge variant="light" c="indigo.9" radius="sm">
                {t(TYPE_LABELS[company.data.type])}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {canManage ? t('company:description') : t('company:readOnly')}
          </Text>
        </Stack>
        <QueryState compact query={company} errorMessage={t('company:fetchFailed')} />
        {company.data && canManage ? <CompanyNameForm company={company.data} /> : null}
        {company.data && !canManage ? (
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('company:fields.name')}
            </Text>
            <Text fw={600}>{company.data.name}</Text>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
