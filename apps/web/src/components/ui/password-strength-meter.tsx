import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { passwordStrength, type PasswordStrength } from '@app/shared/schemas/checks';

const LEVELS: Record<PasswordStrength, { filled: number; color: string; label: string }> = {
  weak: { filled: 1, color: 'var(--mantine-color-red-8)', label: 'signup:strength.weak' },
  medium: { filled: 2, color: 'var(--mantine-color-orange-7)', label: 'signup:strength.medium' },
  strong: { filled: 3, color: 'var(--mantine-color-green-8)', label: 'signup:strength.strong' },
};

/**
 * Weak, medium or strong by the shared `passwordStrength` thresholds (docs/product-rules.md §
 * Passwords). Shared by every form that sets a password (sign-up, profile). An empty field is
 * rated nothing: the meter stays empty (its id kept for the field's aria-describedby).
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  if (password === '') return <Box id={id} />;
  const level = LEVELS[passwordStrength(password)];
  return (
    <Box id={id} mt={6}>
      <Group gap={6} grow aria-hidden>
        {[0, 1, 2].map((index) => (
          <Box
            key={index}
            h={6}
            style={{
              borderRadius: 3,
              background: index < level.filled ? level.color : 'var(--mantine-color-gray-3)',
              transition: 'background 150ms ease',
            }}
          />
        ))}
      </Group>
      <Text size="sm" mt={4} aria-live="polite">
        {t('signup:strength.label', { strength: t(level.label) })}
      </Text>
    </Box>
  );
}
