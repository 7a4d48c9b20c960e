import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../ui/page-title';

type FormCardProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Shown above the title, e.g. a go-back button. */
  top?: ReactNode;
};

/** The card holding a sign-in family form: heading, text and the form. */
export function FormCard({ title, description, children, top }: FormCardProps) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 36 }} bg="white">
      <Stack gap="lg">
        {top}
        <PageTitle title={title} description={description} />
        {children}
      </Stack>
    </Paper>
  );
}
