import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '#web/components/ui/back-button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { paths } from '#web/config/paths.ts';
import { getErrorMessage } from '#web/lib/errors.ts';
import {
  useInboxRfq,
  useSubmitInboxAnswer,
  useUploadInboxFile,
} from '#web/features/provider-inbox/api/inbox-rfq.ts';
import { AnswerFiles } from '#web/features/rfq-answer/components/answer-files.tsx';
import { AnswerForm } from '#web/features/rfq-answer/components/answer-form.tsx';
import { AnswerHeader } from '#web/features/rfq-answer/components/answer-header.tsx';
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
