import {
  Notifications,
  notifications,
  notificationsStore,
  updateNotificationsState,
} from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n';

type NoticeTone = 'success' | 'error';

/** A text of ours drawn in the current interface language, so it follows a language switch. */
function TranslatedText({ i18nKey }: { i18nKey: string }) {
  const { t } = useTranslation();
  return t(i18nKey);
}

/**
 * A short notice in the corner: green after a save, red when something failed. `message` is a
 * translation key of ours (`{ key }`), drawn in the language of the moment (saving the profile in
 * another language switches the interface while the notice is up), or a text the server wrote.
 */
export function showNotice(message: string | { key: string }, tone: NoticeTone = 'success'): void {
  notifications.show({
    message: typeof message === 'string' ? message : <TranslatedText i18nKey={message.key} />,
    color: tone === 'success' ? 'green' : 'red',
    // The close button gets an accessible name in the interface language (axe: button-name);
    // `Notices` renames it when the language changes.
    closeButtonProps: { 'aria-label': i18n.t('common:actions.close') },
  });
}

/**
 * Where notices appear. Mantine keeps each notice's close-button label as it was when the notice
 * opened, so a language switch relabels the notices that are up.
 */
export function Notices() {
  const { t } = useTranslation();
  const closeLabel = t('common:actions.close');
  useEffect(() => {
    updateNotificationsState(notificationsStore, (notices) =>
      notices.map((notice) => ({
        ...notice,
        closeButtonProps: { ...notice.closeButtonProps, 'aria-label': closeLabel },
      })),
    );
  }, [closeLabel]);
  return <Notifications position="bottom-right" zIndex={1000} />;
}
