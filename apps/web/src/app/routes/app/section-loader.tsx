import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown in the content area while what a page depends on (the profile) loads. */
export function SectionLoader() {
  const { t } = useTranslation();
  return (
    <Center py={80} role="status" aria-label={t('common:loading')}>
      <Loader />
    </Center>
  );
}
