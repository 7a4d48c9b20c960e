import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  NativeSelect,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Controller, useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  REGISTRATION_TYPES,
  SUBTYPES_BY_TYPE,
  type RegistrationType,
  type Subtype,
} from '@app/shared/constants/domain';
import { BackButton } from '#web/components/ui/back-button.tsx';
import { translateMessage } from '#web/lib/errors.ts';
import { createLazyResolver, preloadOnFocus } from '#web/lib/lazy-resolver.ts';
import type { UsageStepInput, UsageStepValues } from './signup-schemas';
import { useFieldError } from '#web/components/form/use-field-error.ts';

const TYPE_TEXT: Record<RegistrationType, { label: string; description: string }> = {
  provider: {
    label: 'signup:types.provider.label',
    description: 'signup:types.provider.description',
  },
  company: { label: 'signup:types.company.label', description: 'signup:types.company.description' },
  retail: { label: 'signup:types.retail.label', description: 'signup:types.retail.description' },
};

const SUBTYPE_LABELS: Record<Subtype, string> = {
  distributor: 'signup:subtypes.distributor',
  manufacturer: 'signup:subtypes.manufacturer',
  service_provider: 'signup:subtypes.service_provider',
  construction: 'signup:subtypes.construction',
  contractor: 'signup:subtypes.contractor',
  architect: 'signup:subtypes.architect',
};

const usageStep = createLazyResolver(() =>
  import('./signup-schemas').then((module) => zodResolver(module.usageStepSchema)),
);

type UsageStepProps = {
  defaultValues: Partial<UsageStepInput>;
  isSubmitting: boolean;
  onBack: (values: Partial<UsageStepInput>) => void;
  onSubmit: (values: UsageStepValues, setError: UseFormSetError<UsageStepInput>) => void;
};

/** Step 2: provider, buyer company or individual; subtype and company name where they apply. */
export function UsageStep({ defaultValues, isSubmitting, onBack, onSubmit }: UsageStepProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, control, formState, getValues, setValue, setError } = useForm<
    UsageStepInput,
    unknown,
    UsageStepValues
  >({ resolver: usageStep.resolver, defaultValues });
  const fieldError = useFieldError(formState);
  const type = useWatch({ control, name: 'registration_type' });
  const needsCompany = type === 'provider' || type === 'company';

  return (
    <form
      noValidate
      onFocus={preloadOnFocus(usageStep.preload)}
      onSubmit={(event) => void handleSubmit((v) => onSubmit(v, setError))(event)}
    >
      <Stack gap="md">
        <Controller
          control={control}
          name="registration_type"
          render={({ field, fieldState }) => (
            <Radio.Group
              label={t('signup:fields.registrationType')}
              required
              value={field.value ?? null}
              onChange={(value) => {
                field.onChange(value);
                setValue('subtype', null);
              }}
              error={translateMessage(t, fieldState.error?.message)}
            >
              <Stack gap="sm" mt="xs">
                {REGISTRATION_TYPES.map((value) => (
                  <Radio.Card key={value} value={value} radius="md" p="md" onBlur={field.onBlur}>
                    <Group wrap="nowrap" align="flex-start">
                      <Radio.Indicator mt={2} />
                      <div>
                        <Text fw={600}>{t(TYPE_TEXT[value].label)}</Text>
                        <Text size="sm" c="dimmed">
                          {t(TYPE_TEXT[value].description)}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        {needsCompany ? (
          <>
            <NativeSelect
              label={t('signup:fields.subtype')}
              required
              data={[
                { value: '', label: '—' },
                ...SUBTYPES_BY_TYPE[type].map((value) => ({
                  value,
                  label: t(SUBTYPE_LABELS[value]),
                })),
              ]}
              error={fieldError('subtype')}
              {...register('subtype', { setValueAs: (value: string) => value || null })}
            />
            <TextInput
              label={t('signup:fields.companyName')}
              autoComplete="organization"
              required
              error={fieldError('company_name')}
              {...register('company_name')}
            />
          </>
        ) : null}
        <Textarea
          label={t('signup:fields.description')}
          autosize
          minRows={2}
          maxRows={6}
          error={fieldError('description')}
          {...register('description')}
        />
        <Group justify="space-between" mt="sm">
          <BackButton onClick={() => onBack(getValues())} label={t('common:actions.back')} />
          <Button type="submit" loading={isSubmitting}>
            {t('signup:submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
