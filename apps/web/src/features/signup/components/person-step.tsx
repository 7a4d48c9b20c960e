import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isValidPhone } from '@app/shared/schemas/checks';
import { BackButton, keepFocusOnPress } from '#web/components/ui/back-button.tsx';
import { useEmailAvailability } from '../hooks/use-email-availability';
import { EmailStatusNote, useEmailStatusError } from './email-status';
import { PasswordStrengthMeter } from '#web/components/ui/password-strength-meter.tsx';
import { createLazyResolver, preloadOnFocus } from '#web/lib/lazy-resolver.ts';
import type { PersonStepInput, PersonStepValues } from './signup-schemas';
import { PasswordInput } from '#web/components/ui/password-input.tsx';
import { useFieldError } from '#web/components/form/use-field-error.ts';

const personStep = createLazyResolver(() =>
  import('./signup-schemas').then((module) => zodResolver(module.personStepSchema)),
);

type PersonStepProps = {
  defaultValues: PersonStepInput;
  onBack: () => void;
  onNext: (values: PersonStepValues) => void;
};

/** Step 1: name, email (checked), phone, password with its strength, and confirmation. */
export function PersonStep({ defaultValues, onBack, onNext }: PersonStepProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, control, formState } = useForm<
    PersonStepInput,
    unknown,
    PersonStepValues
  >({ resolver: personStep.resolver, defaultValues, mode: 'onTouched' });
  const fieldError = useFieldError(formState);
  const values = useWatch({ control });
  const email = values.email ?? '';
  const phone = (values.phone_number ?? '').trim();
  const password = values.password ?? '';
  const confirm = values.confirm_password ?? '';

  const emailStatus = useEmailAvailability(email);
  const emailError = useEmailStatusError(emailStatus);
  const isPhoneValid = isValidPhone(phone);
  const doPasswordsMatch = password === confirm;
  const areAllFilled = [values.first_name, values.last_name, email, phone, password, confirm].every(
    (value) => (value ?? '').trim() !== '',
  );
  const canContinue =
    emailStatus === 'available' && isPhoneValid && doPasswordsMatch && areAllFilled;

  const phoneError =
    phone !== '' && !isPhoneValid && formState.touchedFields.phone_number
      ? t('validation:phone.invalid')
      : fieldError('phone_number');
  const confirmError =
    confirm !== '' && !doPasswordsMatch
      ? t('validation:password.mismatchSignup')
      : fieldError('confirm_password');

  return (
    <form
      noValidate
      onFocus={preloadOnFocus(personStep.preload)}
      onSubmit={(event) => void handleSubmit(onNext)(event)}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('signup:fields.firstName')}
            autoComplete="given-name"
            required
            error={fieldError('first_name')}
            {...register('first_name')}
          />
          <TextInput
            label={t('signup:fields.lastName')}
            autoComplete="family-name"
            required
            error={fieldError('last_name')}
            {...register('last_name')}
          />
        </SimpleGrid>
        <TextInput
          label={t('signup:fields.email')}
          type="email"
          autoComplete="email"
          required
          description={
            emailStatus === 'checking' || emailStatus === 'available' ? (
              <EmailStatusNote status={emailStatus} />
            ) : undefined
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={emailError}
          {...register('email')}
        />
        <TextInput
          label={t('signup:fields.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          description={t('validation:phone.hint')}
          error={phoneError}
          {...register('phone_number')}
        />
        <div>
          <PasswordInput
            label={t('signup:fields.password')}
            autoComplete="new-password"
            required
            error={fieldError('password')}
            {...register('password')}
          />
          {password ? <PasswordStrengthMeter password={password} /> : null}
        </div>
        <PasswordInput
          label={t('signup:fields.confirmPassword')}
          autoComplete="new-password"
          required
          error={confirmError}
          {...register('confirm_password')}
        />
        <Group justify="space-between" mt="sm">
          <BackButton onClick={onBack} label={t('common:actions.back')} />
          <Button
            type="submit"
            disabled={!canContinue}
            onMouseDown={keepFocusOnPress}
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {t('common:actions.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
