import { useNavigate, useParams } from 'react-router';
import { showNotice } from '../../../components/ui/notify';
import { paths } from '../../../config/paths';
import { AddJobSite } from '../../../features/locations/components/add-job-site';
import { RfqEditor } from '../../../features/rfqs/components/rfq-editor';

/** `/in/projects/:projectId/rfqs/new`: a new RFQ of the project, saved as a draft. */
export default function NewRfqRoute() {
  const projectId = Number(useParams().projectId);
  const navigate = useNavigate();
  return (
    <RfqEditor
      projectId={projectId}
      addLocation={(onAdded, onCancel) => (
        <AddJobSite onAdded={(location) => onAdded(location.id)} onCancel={onCancel} />
      )}
      onSaved={(rfq) => {
        showNotice({ key: 'rfqs:messages.saved' });
        void navigate(paths.app.rfq.getHref(rfq.id));
      }}
    />
  );
}
