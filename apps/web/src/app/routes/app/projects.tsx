import { ProjectsPage } from '../../../features/projects/components/projects-page';
import { useProfile } from '../../../features/profile/api/get-profile';
import { canPurchase } from '../../../features/profile/utils/roles';

/** `/in/projects`: the company's projects. */
export default function ProjectsRoute() {
  const profile = useProfile();
  return <ProjectsPage canManage={canPurchase(profile.data)} />;
}
