import { Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title to the page's heading. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const appName = t('common:appName');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}

type PageTitleProps = {
  title: string;
  description?: ReactNode;
  order?: 1 | 2;
};

/** The page's one heading, with an optional line under it; also names the browser tab. */
export function PageTitle({ title, description, order = 1 }: PageTitleProps) {
  useDocumentTitle(title);
  return (
    <Stack gap={6}>
      <Title order={order} fz={{ base: 26, sm: 30 }} lh={1.2}>
        {title}
      </Title>
      {description ? (
        <Text c="dimmed" size="md">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}
