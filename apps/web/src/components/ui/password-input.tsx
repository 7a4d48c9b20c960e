import { PasswordInput as MantinePasswordInput } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

type PasswordInputProps = ComponentPropsWithRef<typeof MantinePasswordInput>;

/**
 * Mantine's password input with its show/hide button named in the user's language (Mantine's
 * own label is English only). The button is a toggle: aria-pressed says whether it is shown.
 */
export function PasswordInput({ visibilityToggleButtonProps, ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <MantinePasswordInput
      {...props}
      visibilityToggleButtonProps={{
        'aria-label': t('common:actions.showPassword'),
        ...visibilityToggleButtonProps,
      }}
    />
  );
}
