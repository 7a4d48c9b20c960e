import { Anchor, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { LoginInput } from '@app/shared/schemas/auth';
import { FormCard } from '../../../components/layout/form-card';
import { BackButton } from '../../../components/ui/back-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { getErrorMessage, translateMessage } from '../../../lib/errors';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { useLogin } from '../api/login';
import { GoogleSignInButton } from './google-sign-in-button';
import { PasswordInput } from '../../../components/ui/password-input';

// /login is a first-load page: zod arrives after the first render, before the first validation.
const loginValidation = lazyZodResolver<LoginInput, LoginInput>(() =>
  import('@app/shared/schemas/auth').then((module) => module.loginSchema),
);

function useLoginFailure(error: unknown): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  if (error instanceof ApiError && (error.status === 400 || error.status === 401)) {
    return t('errors:invalidCredentials');
  }
  return getErrorMessage(error, t('errors:genericRetry'));
}

/** Email and password sign-in, plus Google, with the messages /login can carry. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loginMutation = useLogin({
    onSuccess: () => void navigate(paths.app.root.getHref(), { replace: true }),
  });
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver: loginValidation.resolver,
    defaultValues: { email: '', password: '' },
  });
  useEffect(() => loginValidation.preload(), []);
  const failure = useLoginFailure(loginMutation.error);
  const carriedError = searchParams.get('error');
  const isExpired = searchParams.get('expired') !== null;

  return (
    <FormCard
      top={<BackButton to={paths.landing.getHref()} label={t('common:actions.goBack')} />}
      title={t('auth:login.title')}
      description={t('auth:login.subtitle')}
    >
      {isExpired ? <FormAlert tone="info">{t('errors:sessionExpired')}</FormAlert> : null}
      {carriedError ? <FormAlert>{carriedError}</FormAlert> : null}
      <form
        noValidate
        onSubmit={(event) => void handleSubmit((v) => loginMutation.mutate(v))(event)}
      >
        <Stack gap="md">
          <TextInput
            label={t('auth:fields.email')}
            type="email"
            autoComplete="email"
            required
            error={translateMessage(t, formState.errors.email?.message)}
            {...register('email')}
          />
          <PasswordInput
            label={t('auth:fields.password')}
            autoComplete="current-password"
            required
            error={translateMessage(t, formState.errors.password?.message)}
            {...register('password')}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to={paths.auth.forgotPassword.getHref()} size="sm">
              {t('auth:login.forgotPassword')}
            </Anchor>
          </Group>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <Button type="submit" fullWidth loading={loginMutation.isPending}>
            {t('auth:login.submit')}
          </Button>
        </Stack>
      </form>
      <Divider label={t('auth:login.or')} labelPosition="center" />
      <GoogleSignInButton />
      <Text ta="center" size="sm">
        {t('auth:login.noAccount')}{' '}
        <Anchor component={Link} to={paths.auth.signup.getHref()} fw={600}>
          {t('auth:login.signup')}
        </Anchor>
      </Text>
    </FormCard>
  );
}
