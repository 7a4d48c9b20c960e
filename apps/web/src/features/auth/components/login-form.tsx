import { Anchor, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, useTransition, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isLoginErrorCode } from '@app/shared/constants/domain';
import type { LoginInput } from '@app/shared/schemas/auth';
import { FormCard } from '#web/components/layout/form-card.tsx';
import { BackButton } from '#web/components/ui/back-button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { PasswordInput } from '#web/components/ui/password-input.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { getErrorMessage, translateMessage } from '#web/lib/errors.ts';
import { preloadOnFocus } from '#web/lib/lazy-resolver.ts';
import { signIn } from '../api/login';
import { GoogleSignInButton } from './google-sign-in-button';

/*
 * /login is the page every returning user loads first, so it is a plain React form
 * (docs/decisions/011-first-load-without-tanstack-query.md): the shared login schema checks it, and
 * zod arrives when the user first focuses a field, not with the page
 * (docs/decisions/016-web-delivery.md § Web delivery). It behaves as the react-hook-form pages do:
 * checked on submit, the first wrong field focused, then checked again as the user types.
 */
type LoginField = keyof LoginInput;
type FieldErrors = Partial<Record<LoginField, string>>;
type Checked = { values: LoginInput; errors?: never } | { values?: never; errors: FieldErrors };

const FIELDS: readonly LoginField[] = ['email', 'password'];

const loadLoginSchema = () =>
  import('@app/shared/schemas/auth').then((module) => module.loginSchema);

/** Reads the form and checks it with the shared schema; error messages are i18n keys. */
async function checkLoginForm(form: HTMLFormElement): Promise<Checked> {
  const data = new FormData(form);
  const raw = Object.fromEntries(
    FIELDS.map((field) => {
      const value = data.get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  );
  const result = (await loadLoginSchema()).safeParse(raw);
  if (result.success) return { values: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field) errors[field] ??= issue.message;
  }
  return { errors };
}

function focusFirstError(form: HTMLFormElement, errors: FieldErrors): void {
  const field = FIELDS.find((name) => errors[name]);
  const input = field ? form.elements.namedItem(field) : null;
  if (input instanceof HTMLElement) input.focus();
}

function useLoginFailure(error: unknown): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  // Branches on the stable code (docs/product-rules.md § Error codes); a pending registration
  // (`awaiting_approval`) and a rate limit keep the server's own message.
  if (
    error instanceof ApiError &&
    (error.code === 'invalid_credentials' || error.code === 'validation_failed')
  ) {
    return t('errors:invalidCredentials');
  }
  return getErrorMessage(error, t('errors:genericRetry'));
}

/** Email and password sign-in, plus Google, with the messages /login can carry. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const [failureError, setFailureError] = useState<unknown>(null);
  const [isSigningIn, startSigningIn] = useTransition();
  const failure = useLoginFailure(failureError);
  const carriedCode = searchParams.get('error');
  const carriedError = isLoginErrorCode(carriedCode) ? t(`errors:${carriedCode}`) : null;
  const isExpired = searchParams.get('expired') !== null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setWasSubmitted(true);
    setFailureError(null);
    startSigningIn(async () => {
      try {
        const checked = await checkLoginForm(form);
        setErrors(checked.errors ?? {});
        if (checked.errors) return focusFirstError(form, checked.errors);
        await signIn(checked.values);
        await navigate(paths.app.root.getHref(), { replace: true });
      } catch (error) {
        setFailureError(error);
      }
    });
  };

  const recheck = (event: FormEvent<HTMLFormElement>) => {
    if (!wasSubmitted) return;
    void checkLoginForm(event.currentTarget).then(
      (checked) => setErrors(checked.errors ?? {}),
      () => {}, // zod could not load; the next submit reports it
    );
  };

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
        onFocus={preloadOnFocus(loadLoginSchema)}
        onSubmit={submit}
        onChange={recheck}
      >
        <Stack gap="md">
          <TextInput
            name="email"
            label={t('auth:fields.email')}
            type="email"
            autoComplete="email"
            required
            error={translateMessage(t, errors.email)}
          />
          <PasswordInput
            name="password"
            label={t('auth:fields.password')}
            autoComplete="current-password"
            required
            error={translateMessage(t, errors.password)}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to={paths.auth.forgotPassword.getHref()} size="sm">
              {t('auth:login.forgotPassword')}
            </Anchor>
          </Group>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <Button type="submit" fullWidth loading={isSigningIn}>
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
