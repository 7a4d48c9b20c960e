import { useEffect, useState } from 'react';
import { API_PATHS } from '@app/shared/api/paths';
import type { CheckEmailInput, CheckEmailResponse } from '@app/shared/schemas/companies';
import { api } from '#web/lib/api-client.ts';

/** POST /stakeholders/check-email/: whether an email can still sign up. */
export async function checkEmail(
  input: CheckEmailInput,
  signal?: AbortSignal,
): Promise<CheckEmailResponse> {
  // The schema (and zod) comes with the first check, not with /signup's first paint.
  const [answer, { checkEmailResponseSchema }] = await Promise.all([
    api.post(API_PATHS.checkEmail, input, { auth: false, signal }),
    import('@app/shared/schemas/companies'),
  ]);
  return checkEmailResponseSchema.parse(answer);
}

export type EmailCheck =
  | { isPending: true; isError: false }
  | { isPending: false; isError: true }
  | { isPending: false; isError: false; data: CheckEmailResponse };

type Answer = { email: string } & (
  { isError: true } | { isError: false; data: CheckEmailResponse }
);

/**
 * The server's answer for `email`, fetched when `enabled` and kept while the form is shown (an
 * address typed again is not asked again); the previous request is cancelled when the address
 * changes. Plain React rather than TanStack Query: /signup's first load stays within
 * the 150 KB budget (docs/decisions/016-web-delivery.md § Web delivery).
 */
export function useCheckEmail(email: string, options: { enabled: boolean }): EmailCheck {
  const [answers] = useState(() => new Map<string, Answer>());
  const [, setLatest] = useState<Answer>();
  const fresh = answers.get(email);

  useEffect(() => {
    if (!options.enabled || fresh) return;
    const controller = new AbortController();
    const store = (answer: Answer) => {
      answers.set(email, answer);
      setLatest(answer);
    };
    checkEmail({ email }, controller.signal).then(
      (data) => store({ email, isError: false, data }),
      () => {
        if (!controller.signal.aborted) store({ email, isError: true });
      },
    );
    return () => controller.abort();
  }, [answers, email, options.enabled, fresh]);

  if (!fresh) return { isPending: true, isError: false };
  return fresh.isError
    ? { isPending: false, isError: true }
    : { isPending: false, isError: false, data: fresh.data };
}
