import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type FormAlertProps = {
  children: ReactNode;
  tone?: 'error' | 'success' | 'info';
  title?: string;
};

/** A message above or below a form: errors are announced at once, others politely. */
export function FormAlert({ children, tone = 'error', title }: FormAlertProps) {
  const isError = tone === 'error';
  return (
    <Alert
      role={isError ? 'alert' : 'status'}
      color={isError ? 'red' : tone === 'success' ? 'green' : 'indigo'}
      variant="light"
      title={title}
      icon={isError ? <IconAlertCircle aria-hidden /> : <IconCircleCheck aria-hidden />}
    >
      {children}
    </Alert>
  );
}
