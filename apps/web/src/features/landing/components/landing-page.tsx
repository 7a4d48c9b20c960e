import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBuildingWarehouse,
  IconChartLine,
  IconFileSearch,
  IconHelmet,
  IconScale,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicHeader } from '#web/components/layout/public-header.tsx';
import { useDocumentTitle } from '#web/components/ui/page-title.tsx';
import { paths } from '#web/config/paths.ts';
import classes from './landing-page.module.css';
import { QuotePreview } from './quote-preview';

const FEATURES = [
  {
    icon: IconFileSearch,
    title: 'landing:features.digitize.title',
    body: 'landing:features.digitize.body',
  },
  {
    icon: IconScale,
    title: 'landing:features.compare.title',
    body: 'landing:features.compare.body',
  },
  {
    icon: IconChartLine,
    title: 'landing:features.profit.title',
    body: 'landing:features.profit.body',
  },
] as const;

function HeaderActions() {
  const { t } = useTranslation();
  return (
    <>
      <Button
        component={Link}
        to={paths.auth.login.getHref()}
        variant="default"
        size="sm"
        visibleFrom="xs"
      >
        {t('landing:nav.login')}
      </Button>
      <Button component={Link} to={paths.auth.signup.getHref()} size="sm">
        {t('landing:nav.signup')}
      </Button>
    </>
  );
}

function Hero() {
  const { t } = useTranslation();
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 48, md: 96 }} className={classes.heroGrid}>
        <Stack gap="lg" maw={720}>
          <Badge variant="light" size="lg" radius="sm" className={classes.eyebrow}>
            {t('landing:hero.eyebrow')}
          </Badge>
          <Title order={1} className={classes.heroTitle}>
            {t('landing:hero.title')}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="gray.8" maw={620}>
            {t('landing:hero.subtitle')}
          </Text>
          <Group gap="sm" mt="sm">
            <Button
              component={Link}
              to={paths.auth.signup.getHref()}
              size="lg"
              rightSection={<IconArrowRight size={20} aria-hidden />}
            >
              {t('landing:hero.primary')}
            </Button>
            <Button component={Link} to={paths.auth.login.getHref()} size="lg" variant="default">
              {t('landing:hero.secondary')}
            </Button>
          </Group>
          <Group gap="xl" mt="md">
            <Group gap={8} wrap="nowrap">
              <IconHelmet
                size={20}
                aria-hidden
                color="var(--mantine-color-indigo-8)"
                style={{ flexShrink: 0 }}
              />
              <Text size="sm" c="gray.8">
                {t('landing:audiences.buyers')}
              </Text>
            </Group>
            <Group gap={8} wrap="nowrap">
              <IconBuildingWarehouse
                size={20}
                aria-hidden
                color="var(--mantine-color-indigo-8)"
                style={{ flexShrink: 0 }}
              />
              <Text size="sm" c="gray.8">
                {t('landing:audiences.providers')}
              </Text>
            </Group>
          </Group>
        </Stack>
        <div className={classes.previewColumn}>
          <QuotePreview />
        </div>
      </Container>
    </Box>
  );
}

function Features() {
  const { t } = useTranslation();
  return (
    <Container
      size="lg"
      py={{ base: 48, md: 80 }}
      component="section"
      aria-labelledby="features-title"
    >
      <Title order={2} id="features-title" fz={{ base: 24, sm: 30 }} mb="xl">
        {t('landing:features.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {FEATURES.map(({ icon: Icon, title, body }) => (
          <Paper key={title} withBorder radius="lg" p="xl" className={classes.feature}>
            <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
              <Icon size={26} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} fz="lg" mt="lg" mb="xs">
              {t(title)}
            </Title>
            <Text c="gray.8">{t(body)}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}

function CallToAction() {
  const { t } = useTranslation();
  return (
    <Container size="lg" pb={{ base: 48, md: 80 }}>
      <Paper radius="lg" p={{ base: 'xl', sm: 48 }} className={classes.cta}>
        <Group justify="space-between" gap="lg">
          <Stack gap={6} maw={560}>
            <Title order={2} c="white" fz={{ base: 22, sm: 28 }}>
              {t('landing:cta.title')}
            </Title>
            <Text c="indigo.0">{t('landing:cta.body')}</Text>
          </Stack>
          <Button component={Link} to={paths.auth.signup.getHref()} size="lg" variant="white">
            {t('landing:nav.signup')}
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}

/** The public front page: what Cotiza does for buyers and providers, and the way in. */
export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common:tagline'));
  return (
    <>
      <PublicHeader actions={<HeaderActions />} />
      <main id="main">
        <Hero />
        <Features />
        <CallToAction />
      </main>
      <Box component="footer" py="lg" className={classes.footer}>
        <Container size="lg">
          <Text size="sm" c="gray.7">
            © {new Date().getFullYear()} {t('common:appName')} · {t('common:tagline')}
          </Text>
        </Container>
      </Box>
    </>
  );
}
