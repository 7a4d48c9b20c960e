import { IconBuildingCommunity, IconFileDescription, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { useDocumentTitle } from '../../../components/ui/page-title';

/** Projects placeholder (docs/product-rules.md § Screens: not built yet): says what will come here. */
export function ProjectsPlaceholder() {
  const { t } = useTranslation();
  useDocumentTitle(t('projects:title'));
  return (
    <ComingSoon
      badge={t('projects:badge')}
      title={t('projects:title')}
      description={t('projects:description')}
      items={[
        {
          icon: <IconBuildingCommunity size={22} />,
          title: t('projects:items.projects.title'),
          description: t('projects:items.projects.description'),
        },
        {
          icon: <IconFileDescription size={22} />,
          title: t('projects:items.requests.title'),
          description: t('projects:items.requests.description'),
        },
        {
          icon: <IconUsersGroup size={22} />,
          title: t('projects:items.providers.title'),
          description: t('projects:items.providers.description'),
        },
      ]}
    />
  );
}
