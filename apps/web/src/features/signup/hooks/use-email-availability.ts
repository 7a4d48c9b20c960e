import { useDebouncedValue } from '@mantine/hooks';
import { EMAIL_CHECK_DEBOUNCE_MS } from '@app/shared/constants/limits';
import { isValidEmail } from '@app/shared/schemas/checks';
import { useCheckEmail } from '../api/check-email';

export type EmailAvailability = 'empty' | 'invalid' | 'checking' | 'available' | 'taken' | 'error';

/**
 * The sign-up email check (docs/product-rules.md § Screens): the format first; a well-formed address is checked
 * with the server once typing has paused for 1 s.
 */
export function useEmailAvailability(rawEmail: string): EmailAvailability {
  const email = rawEmail.trim().toLowerCase();
  const isFormatValid = isValidEmail(email);
  const [settledEmail] = useDebouncedValue(email, EMAIL_CHECK_DEBOUNCE_MS);
  const isSettled = settledEmail === email;
  const check = useCheckEmail(settledEmail, { enabled: isFormatValid && isSettled });

  if (email === '') return 'empty';
  if (!isFormatValid) return 'invalid';
  if (!isSettled || check.isPending) return 'checking';
  if (check.isError) return 'error';
  return check.data.available ? 'available' : 'taken';
}
