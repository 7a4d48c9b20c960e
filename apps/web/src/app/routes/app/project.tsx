import { useParams } from 'react-router';
import { ProjectDetail } from '../../../features/projects/components/project-detail';
import { useProfile } from '../../../features/profile/api/get-profile';
import { canPurchase } from '../../../features/profile/utils/roles';
import { RfqList } from '../../../features/rfqs/components/rfq-list';

/** `/in/projects/:projectId`: one project with its RFQs. */
export default function ProjectRoute() {
  const projectId = Number(useParams().projectId);
  const profile = useProfile();
  return (
    <ProjectDetail
      projectId={projectId}
      canManage={canPurchase(profile.data)}
      rfqs={<RfqList projectId={projectId} />}
    />
  );
}
