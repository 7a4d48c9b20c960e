import { useParams } from 'react-router';
import { ProjectDetail } from '../../../features/projects/components/project-detail';
import { useProfile } from '../../../features/profile/api/get-profile';
import { canPurchase } from '../../../features/profile/utils/roles';
import { FiledQuotes } from '../../../features/quotes/components/filed-quotes';
import { RfqList } from '../../../features/rfqs/components/rfq-list';

/** `/in/projects/:projectId`: one project with its RFQs and the quotes filed on it. */
export default function ProjectRoute() {
  const projectId = Number(useParams().projectId);
  const profile = useProfile();
  const canManage = canPurchase(profile.data);
  return (
    <ProjectDetail
      projectId={projectId}
      canManage={canManage}
      rfqs={<RfqList projectId={projectId} />}
      quotes={<FiledQuotes target={{ projectId }} canManage={canManage} />}
    />
  );
}
