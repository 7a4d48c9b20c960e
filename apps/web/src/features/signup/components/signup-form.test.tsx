import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import { apiUrl } from '#web/testing/handlers.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

type User = ReturnType<typeof renderApp>['user'];

const PERSON = {
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana@example.com',
  phone: '+34600111222',
  password: 'Obra#2024x',
};

async function openSignup(options: { withFakeTimers?: boolean } = {}) {
  const view = renderApp('/signup', options);
  await screen.findByRole('heading', { name: 'Create your Cotiza account' });
  return view;
}

async function fillPerson(
  user: User,
  overrides: Partial<typeof PERSON & { confirm: string }> = {},
) {
  const values = { ...PERSON, confirm: overrides.password ?? PERSON.password, ...overrides };
  await user.type(screen.getByLabelText(/^First name/), values.firstName);
  await user.type(screen.getByLabelText(/^Last name/), values.lastName);
  await user.type(screen.getByLabelText(/^Email/), values.email);
  await user.type(screen.getByLabelText(/^Phone number/), values.phone);
  await user.type(screen.getByLabelText(/^Password/), values.password);
  await user.type(screen.getByLabelText(/^Confirm password/), values.confirm);
}

const nextButton = () => screen.getByRole('button', { name: 'Next' });

async function goToStep2(user: User) {
  await fillPerson(user);
  await waitFor(() => expect(nextButton()).toBeEnabled(), { timeout: 3000 });
  await user.click(nextButton());
  await screen.findByRole('radiogroup', { name: /I will use Cotiza as/ });
}

describe('sign-up step 1', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the five email states: invalid format, checking, available, not available and error', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let requests = 0;
    const checked: string[] = [];
    const answers: Array<() => Response> = [
      () => HttpResponse.json({ available: true }),
      () => HttpResponse.json({ available: false }),
      () => HttpResponse.json({ error: 'down' }, { status: 500 }),
    ];
    server.use(
      http.post(apiUrl(API_PATHS.checkEmail), async ({ request }) => {
        requests++; // counted as the request arrives, before its body is read
        checked.push(((await request.json()) as { email: string }).email);
        return (answers[checked.length - 1] ?? answers[0]!)();
      }),
    );
    const { user } = await openSignup({ withFakeTimers: true });
    const email = screen.getByLabelText(/^Email/);

    await user.type(email, 'ana@example');
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();

    await user.type(email, '.com');
    expect(screen.getByText('Checking availability…')).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    // Timers and the promises they start both run: a request sent early would have arrived.
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(requests).toBe(0);
    expect(nextButton()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(requests).toBe(1);
    expect(await screen.findByText('Email is available')).toBeInTheDocument();
    expect(checked).toEqual(['ana@example.com']);

    await user.clear(email);
    await user.type(email, 'taken@example.com');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(await screen.findByText('Email is already in use')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'other@example.com');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(await screen.findByText('Error checking email availability')).toBeInTheDocument();
    expect(checked).toEqual(['ana@example.com', 'taken@example.com', 'other@example.com']);
  });

  it.each([
    ['12345678', true],
    ['+12345678', true],
    ['0012345678', true],
    ['123456789012345', true],
    ['+123456789012345', true],
    ['1234567', false],
    ['1234567890123456', false],
    ['+1234567890123456', false],
    ['01234567', false],
    ['+01234567', false],
    ['+34 600 111 222', false],
  ])('treats the phone number %s as valid: %s', async (phone, isValid) => {
    const { user } = await openSignup();
    await user.type(screen.getByLabelText(/^Phone number/), phone);
    await user.tab();
    if (isValid) {
      // Validation on blur runs in promises; a macrotask later it has settled.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(screen.queryByText('Enter a valid phone number.')).not.toBeInTheDocument();
    } else {
      expect(await screen.findByText('Enter a valid phone number.')).toBeInTheDocument();
    }
    expect(
      screen.getByText('Format: +[country code][number] or 00[country code][number]'),
    ).toBeInTheDocument();
  });

  it.each([
    ['Abcd1', 'Weak'],
    ['abcdef', 'Weak'],
    ['Abcde1', 'Medium'],
    ['abcde1x', 'Medium'],
    ['Abcde1!', 'Medium'],
    ['Abcde1!x', 'Strong'],
    ['abcde1!x', 'Medium'],
  ])('rates the password %s as %s', async (password, strength) => {
    const { user } = await openSignup();
    await user.type(screen.getByLabelText(/^Password/), password);
    expect(screen.getByText(`Password strength: ${strength}`)).toBeInTheDocument();
  });

  it('says "Passwords don\'t match" while the confirmation differs', async () => {
    const { user } = await openSignup();
    await user.type(screen.getByLabelText(/^Password/), 'Obra#2024x');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Obra#2024');
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Confirm password/), 'x');
    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();
  });

  it('enables Next only when the email is available, the phone valid, the passwords match and all is filled', async () => {
    const { user } = await openSignup();
    expect(nextButton()).toBeDisabled();

    await fillPerson(user, { phone: '1234567' });
    await screen.findByText('Email is available', {}, { timeout: 3000 });
    expect(nextButton()).toBeDisabled();

    const phone = screen.getByLabelText(/^Phone number/);
    await user.type(phone, '8');
    expect(nextButton()).toBeEnabled();

    await user.type(screen.getByLabelText(/^Confirm password/), '!');
    expect(nextButton()).toBeDisabled();
    await user.type(screen.getByLabelText(/^Confirm password/), '{Backspace}');
    expect(nextButton()).toBeEnabled();

    await user.clear(screen.getByLabelText(/^Last name/));
    expect(nextButton()).toBeDisabled();
  });

  it('keeps Next disabled while the email is taken', async () => {
    server.use(
      http.post(apiUrl(API_PATHS.checkEmail), () => HttpResponse.json({ available: false })),
    );
    const { user } = await openSignup();
    await fillPerson(user);
    await screen.findByText('Email is already in use', {}, { timeout: 3000 });
    expect(nextButton()).toBeDisabled();
  });

  it('goes back from step 1 to the landing page', async () => {
    const { user, location } = await openSignup();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
  });
});

describe('sign-up step 2', () => {
  it('goes back to step 1 with the details kept', async () => {
    const { user } = await openSignup();
    await goToStep2(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Ana');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ana@example.com');
  });

  it('asks providers for a subtype and a company name, and sends them', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post(apiUrl(API_PATHS.register), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 1, email: 'ana@example.com' }, { status: 201 });
      }),
    );
    const { user } = await openSignup();
    await goToStep2(user);
    await user.click(screen.getByRole('radio', { name: /Provider/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Choose a valid type for this account.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/^Type of business/), 'Manufacturer');
    await user.type(screen.getByLabelText(/^Company name/), 'Aceros SA');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you for signing up!' }),
    ).toBeInTheDocument();
    expect(sent).toMatchObject({
      email: 'ana@example.com',
      first_name: 'Ana',
      last_name: 'García',
      phone_number: '+34600111222',
      password: 'Obra#2024x',
      registration_type: 'provider',
      subtype: 'manufacturer',
      company_name: 'Aceros SA',
    });
    expect(sent).not.toHaveProperty('confirm_password');
  });

  it('sends first and last name as the company name of a retail account', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post(apiUrl(API_PATHS.register), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 1, email: 'ana@example.com' }, { status: 201 });
      }),
    );
    const { user } = await openSignup();
    await goToStep2(user);
    await user.click(screen.getByRole('radio', { name: /Individual/ }));
    expect(screen.queryByLabelText(/^Company name/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(/An account executive will contact you/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(sent).toMatchObject({ registration_type: 'retail', company_name: 'Ana García' });
  });

  it('joins every value of a 400 answer with spaces in "Registration failed: …"', async () => {
    server.use(
      http.post(apiUrl(API_PATHS.register), () =>
        HttpResponse.json(
          {
            email: ['Email is already in use', 'Really.'],
            password: ['This password is too common.'],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openSignup();
    await goToStep2(user);
    await user.click(screen.getByRole('radio', { name: /Individual/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Registration failed: Email is already in use Really. This password is too common.',
    );
  });

  it('shows the error text of another failure in "Registration failed: …"', async () => {
    server.use(
      http.post(apiUrl(API_PATHS.register), () =>
        HttpResponse.json({ error: 'Too many attempts.' }, { status: 429 }),
      ),
    );
    const { user } = await openSignup();
    await goToStep2(user);
    await user.click(screen.getByRole('radio', { name: /Individual/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registration failed: Too many attempts.',
    );
    expect(within(screen.getByRole('alert')).queryByText(/undefined/)).not.toBeInTheDocument();
  });
});
