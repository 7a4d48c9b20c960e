import { useParams } from 'react-router';
import { ProjectDetail } from '#web/features/projects/components/project-detail.tsx';
import { useProfile } from '#web/features/profile/api/get-profile.ts';
import { canPurchase } from '#web/features/profile/utils/roles.ts';
import { FiledQuotes } from '#web/features/quotes/components/filed-quotes.tsx';
import { RfqList } from '#web/features/rfqs/components/rfq-list.tsx';

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
