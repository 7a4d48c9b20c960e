import { Anchor, Center, Loader, Stepper, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormCard } from '#web/components/layout/form-card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { paths } from '#web/config/paths.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { formatRegistrationError, useRegisterAccount } from '../api/register';
import { PersonStep } from './person-step';
import type {
  PersonStepInput,
  PersonStepValues,
  UsageStepInput,
  UsageStepValues,
} from './signup-schemas';
import { SignupSuccess } from './signup-success';
import type { UsageStep as UsageStepComponent } from './usage-step';

/*
 * Step 2 (radios, select, text area) comes when the user first focuses step 1, not with the page
 * (docs/decisions/016-web-delivery.md § Web delivery). Once fetched it is kept here and rendered as
 * it is: a lazy component would still suspend once and flash a spinner where step 2 is already at
 * hand.
 */
let loadedUsageStep: typeof UsageStepComponent | undefined;
const loadUsageStep = () =>
  import('./usage-step').then((module) => {
    loadedUsageStep = module.UsageStep;
    return module;
  });
const LazyUsageStep = lazy(() => loadUsageStep().then((module) => ({ default: module.UsageStep })));
const preloadUsageStep = () => void loadUsageStep().catch(() => undefined);

const EMPTY_PERSON: PersonStepInput = {
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  password: '',
  confirm_password: '',
};

const USAGE_FIELDS = ['registration_type', 'subtype', 'company_name', 'description'] as const;

/** The two-step registration of the specification (§2, §4, §5). */
export function SignupForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<0 | 1>(0);
  const [person, setPerson] = useState<PersonStepInput>(EMPTY_PERSON);
  const [personValues, setPersonValues] = useState<PersonStepValues | null>(null);
  const [usage, setUsage] = useState<Partial<UsageStepInput>>({
    company_name: '',
    description: '',
  });
  const registration = useRegisterAccount();
  const UsageStep = loadedUsageStep ?? LazyUsageStep;

  const submit = (values: UsageStepValues, setError: UseFormSetError<UsageStepInput>) => {
    if (!personValues) return;
    const { confirm_password: _confirm, ...personFields } = personValues;
    const isRetail = values.registration_type === 'retail';
    registration.mutate(
      {
        ...personFields,
        registration_type: values.registration_type,
        subtype: isRetail ? null : values.subtype,
        // Retail accounts are named after the person (docs/product-rules.md § Accounts and registration).
        company_name: isRetail
          ? `${personFields.first_name} ${personFields.last_name}`
          : values.company_name,
        description: values.description ?? '',
      },
      { onError: (error) => void applyServerErrors(error, setError, USAGE_FIELDS) },
    );
  };

  if (registration.isSuccess) {
    return (
      <FormCard title={t('signup:title')}>
        <SignupSuccess />
      </FormCard>
    );
  }

  return (
    <FormCard title={t('signup:title')} description={t('signup:subtitle')}>
      <Stepper active={step} size="sm" allowNextStepsSelect={false} aria-hidden visibleFrom="sm">
        <Stepper.Step
          label={t('signup:steps.person')}
          description={t('signup:steps.personDescription')}
        />
        <Stepper.Step
          label={t('signup:steps.usage')}
          description={t('signup:steps.usageDescription')}
        />
      </Stepper>
      <Text size="sm" fw={600} c="indigo.9" role="status">
        {t('signup:steps.progress', { current: step + 1, total: 2 })} ·{' '}
        {step === 0 ? t('signup:steps.person') : t('signup:steps.usage')}
      </Text>
      {step === 0 ? (
        <div onFocus={preloadUsageStep}>
          <PersonStep
            defaultValues={person}
            onBack={() => void navigate(paths.landing.getHref())}
            onNext={(values) => {
              setPerson(values);
              setPersonValues(values);
              setStep(1);
            }}
          />
        </div>
      ) : (
        <>
          {registration.isError ? (
            <FormAlert>{formatRegistrationError(t, registration.error)}</FormAlert>
          ) : null}
          <Suspense
            fallback={
              <Center>
                <Loader size="sm" />
              </Center>
            }
          >
            <UsageStep
              defaultValues={usage}
              isSubmitting={registration.isPending}
              onBack={(values) => {
                setUsage(values);
                registration.reset();
                setStep(0);
              }}
              onSubmit={submit}
            />
          </Suspense>
        </>
      )}
      <Text ta="center" size="sm">
        {t('signup:haveAccount')}{' '}
        <Anchor component={Link} to={paths.auth.login.getHref()} fw={600}>
          {t('signup:login')}
        </Anchor>
      </Text>
    </FormCard>
  );
}
