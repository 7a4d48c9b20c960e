import { ProjectsPage } from '#web/features/projects/components/projects-page.tsx';
import { useProfile } from '#web/features/profile/api/get-profile.ts';
import { canPurchase } from '#web/features/profile/utils/roles.ts';

/** `/in/projects`: the company's projects. */
export default function ProjectsRoute() {
  const profile = useProfile();
  return <ProjectsPage canManage={canPurchase(profile.data)} />;
}
