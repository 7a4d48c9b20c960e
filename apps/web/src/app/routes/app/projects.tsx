import { ProjectsPlaceholder } from '../../../features/projects/components/projects-placeholder';

export default function ProjectsRoute() {
  return <ProjectsPlaceholder />;
}
