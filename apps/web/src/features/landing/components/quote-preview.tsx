import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileInvoice, IconTrendingDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './landing-page.module.css';
import { useFormat } from '#web/lib/format.ts';

// Illustrative offers: provider names are proper nouns and need no translation.
const OFFERS = [
  { provider: 'Distribuidora Andina', price: 1840, isBest: true },
  { provider: 'Aceros del Sur', price: 1975, isBest: false },
  { provider: 'Ferretería Norte', price: 2090, isBest: false },
] as const;

/** A picture of what Cotiza does: one quote line compared across providers. */
export function QuotePreview() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Paper withBorder radius="lg" shadow="xl" p="lg" className={classes.preview} aria-hidden>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={40} radius="md">
            <IconFileInvoice size={22} />
          </ThemeIcon>
          <div>
            <Text fw={700}>{t('landing:preview.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('landing:preview.item')}
            </Text>
          </div>
        </Group>
      </Group>
      <Stack gap="xs">
        {OFFERS.map((offer) => (
          <Group
            key={offer.provider}
            justify="space-between"
            className={offer.isBest ? classes.bestOffer : classes.offer}
            wrap="nowrap"
          >
            <Group gap="xs">
              <Text fw={600} size="sm">
                {offer.provider}
              </Text>
              {offer.isBest ? (
                <Badge size="sm" color="green.9" variant="filled" style={{ flexShrink: 0 }}>
                  {t('landing:preview.best')}
                </Badge>
              ) : null}
            </Group>
            <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
              {format.numbers.money(String(offer.price), 'USD')}
            </Text>
          </Group>
        ))}
      </Stack>
      <Group gap={6} mt="md" wrap="nowrap">
        <IconTrendingDown
          size={18}
          color="var(--mantine-color-green-9)"
          style={{ flexShrink: 0 }}
        />
        <Text size="sm" c="green.9" fw={600}>
          {t('landing:preview.saving')}
        </Text>
      </Group>
    </Paper>
  );
}
