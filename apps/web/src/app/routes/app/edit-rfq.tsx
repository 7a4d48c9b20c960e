import { useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { showNotice } from '../../../components/ui/notify';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/errors';
import { useRfq } from '../../../features/rfqs/api/get-rfq';
import { AddJobSite } from '../../../features/locations/components/add-job-site';
import { RfqEditor } from '../../../features/rfqs/components/rfq-editor';
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
