import { useNavigate, useParams } from 'react-router';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { showNotice } from '#web/components/ui/notify.tsx';
import { paths } from '#web/config/paths.ts';
import { getErrorMessage } from '#web/lib/errors.ts';
import { useRfq } from '#web/features/rfqs/api/get-rfq.ts';
import { AddJobSite } from '#web/features/locations/components/add-job-site.tsx';
import { RfqEditor } from '#web/features/rfqs/components/rfq-editor.tsx';
import { SectionLoader } from './section-loader';

/** `/in/rfqs/:rfqId/edit`: change a draft or a sent RFQ (its suppliers are told). */
export default function EditRfqRoute() {
  const rfqId = Number(useParams().rfqId);
  const navigate = useNavigate();
  const rfq = useRfq(rfqId);
  if (rfq.isPending) return <SectionLoader />;
  if (rfq.isError) return <FormAlert>{getErrorMessage(rfq.error)}</FormAlert>;
  return (
    <RfqEditor
      projectId={rfq.data.project.id}
      rfq={rfq.data}
      addLocation={(onAdded, onCancel) => (
        <AddJobSite onAdded={(location) => onAdded(location.id)} onCancel={onCancel} />
      )}
      onSaved={(saved) => {
        showNotice({ key: 'rfqs:messages.saved' });
        void navigate(paths.app.rfq.getHref(saved.id));
      }}
    />
  );
}
