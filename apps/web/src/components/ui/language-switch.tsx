import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@app/shared/constants/domain';
import { changeLanguage } from '../../lib/i18n';

const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'common:language.en',
  es: 'common:language.es',
};

const ORDER: readonly Language[] = ['en', 'es'];

type LanguageSwitchProps = {
  /** What choosing another language does; by default it switches and remembers it locally. */
  onSelect?: (language: Language) => void;
};

/**
 * English/Spanish switch (two toggle buttons: lighter than a segmented control on the first
 * load). The choice is kept for the next visit.
 */
export function LanguageSwitch({
  onSelect = (language) => void changeLanguage(language),
}: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Group gap={2} role="group" aria-label={t('common:language.label')} wrap="nowrap">
      {ORDER.map((language) => {
        const isCurrent = current === language;
        return (
          <Button
            key={language}
            size="compact-sm"
            radius="xl"
            variant={isCurrent ? 'filled' : 'subtle'}
            color={isCurrent ? undefined : 'dark'}
            aria-pressed={isCurrent}
            lang={language}
            aria-label={t(LANGUAGE_NAMES[language])}
            onClick={() => {
              if (!isCurrent) onSelect(language);
            }}
          >
            {language.toUpperCase()}
          </Button>
        );
      })}
    </Group>
  );
}
