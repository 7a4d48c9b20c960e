import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { passwordStrength, type PasswordStrength } from '@app/shared/schemas/rules';

const LEVELS: Record<PasswordStrength, { filled: number; color: string; label: string }> = {
  weak: { filled: 1, color: 'var(--mantine-color-red-8)', label: 'signup:strength.weak' },
  medium: { filled: 2, color: 'var(--mantine-color-orange-7)', label: 'signup:strength.medium' },
  strong: { filled: 3, color: 'var(--mantine-color-green-8)', label: 'signup:strength.strong' },
};

/**
 * Weak, medium or strong by the specification's thresholds (shared `passwordStrength`). Shared by
 * every form that sets a password (sign-up, profile).
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
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
