import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  updateCompanySchema,
  type Company,
  type UpdateCompanyInput,
} from '@app/shared/schemas/companies';
import { FormAlert } from '../../../components/ui/form-alert';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCompany } from '../api/get-company';
import { useUpdateCompany } from '../api/update-company';
import { showNotice } from '../../../components/ui/notify';
import { QueryState } from '../../../components/ui/query-state';
import { useFieldError } from '../../../components/form/use-field-error';

const TYPE_LABELS = {
  provider: 'company:types.provider',
  company: 'company:types.company',
  retail: 'company:types.retail',
} as const;

function CompanyNameForm({ company }: { company: Company }) {
  const { t } = useTranslation();
  const updateCompany = useUpdateCompany();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, reset } = useForm<UpdateCompanyInput>({
    resolver: zodResolver(updateCompanySchema),
    defaultValues: { name: company.name },
  });
  const fieldError = useFieldError(formState);
  useEffect(() => reset({ name: company.name }), [company.name, reset]);

  const submit = (values: UpdateCompanyInput) => {
    setFailure(null);
    updateCompany.mutate(values, {
      onSuccess: () => showNotice(t('company:messages.saved')),
      onError: (cause) => {
        applyServerErrors(cause, setError, ['name']);
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
