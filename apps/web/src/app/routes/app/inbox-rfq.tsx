import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '../../../components/ui/back-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/errors';
import {
  useInboxRfq,
  useSubmitInboxAnswer,
  useUploadInboxFile,
} from '../../../features/provider-inbox/api/inbox-rfq';
import { AnswerFiles } from '../../../features/rfq-answer/components/answer-files';
import { AnswerForm } from '../../../features/rfq-answer/components/answer-form';
import { AnswerHeader } from '../../../features/rfq-answer/components/answer-header';
import { SectionLoader } from './section-loader';

/**
 * `/in/inbox/:invitationId`: a provider company answers an RFQ from its inbox with the same form
 * as the public answer page, signed in instead of by link.
 */
export default function InboxRfqRoute() {
  const { t } = useTranslation();
  const invitationId = Number(useParams().invitationId);
  const view = useInboxRfq(invitationId);
  const submit = useSubmitInboxAnswer(invitationId);
  const upload = useUploadInboxFile(invitationId);
  if (view.isPending) return <SectionLoader />;
  if (view.isError) return <FormAlert>{getErrorMessage(view.error)}</FormAlert>;
  return (
    <Stack gap="lg">
      <BackButton to={paths.app.inbox.getHref()} label={t('provider-inbox:back')} />
      <AnswerHeader view={view.data} />
      <AnswerForm
        view={view.data}
        isSubmitting={submit.isPending}
        onSubmit={(answer) => submit.mutateAsync(answer)}
      />
      <AnswerFiles
        view={view.data}
        isUploading={upload.isPending}
        onUpload={(file) => upload.mutateAsync(file)}
      />
    </Stack>
  );
}
