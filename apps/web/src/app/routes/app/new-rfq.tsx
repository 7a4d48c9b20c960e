import { useNavigate, useParams } from 'react-router';
import { showNotice } from '#web/components/ui/notify.tsx';
import { paths } from '#web/config/paths.ts';
import { AddJobSite } from '#web/features/locations/components/add-job-site.tsx';
import { RfqEditor } from '#web/features/rfqs/components/rfq-editor.tsx';

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
