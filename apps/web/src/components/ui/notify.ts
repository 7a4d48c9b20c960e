import { notifications } from '@mantine/notifications';
import { i18n } from '../../lib/i18n';

type NoticeTone = 'success' | 'error';

/**
 * A short notice in the corner: green after a save, red when something failed. The close button
 * gets an accessible name in the interface language (axe: button-name).
 */
export function showNotice(message: string, tone: NoticeTone = 'success'): void {
  notifications.show({
    message,
    color: tone === 'success' ? 'green' : 'red',
    closeButtonProps: { 'aria-label': i18n.t('common:actions.close') },
  });
}
