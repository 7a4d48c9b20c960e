import { Anchor, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useAnswerView } from '../api/get-answer-view';
import { useSubmitAnswer } from '../api/submit-answer';
import { useUploadAnswerFile } from '../api/upload-answer-file';
import { AnswerFiles } from './answer-files';
import { AnswerForm } from './answer-form';
import { AnswerHeader } from './answer-header';
import { LinkProblem } from './link-problem';

/** The public answer page of one supplier and one RFQ, opened from the mailed link. */
export function AnswerPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const view = useAnswerView(token);
  const submit = useSubmitAnswer(token);
  const upload = useUploadAnswerFile(token);

  if (view.isPending) {
    return (
      <Center py={80} role="status" aria-label={t('common:loading')}>
        <Loader />
      </Center>
    );
  }
  if (view.isError) return <LinkProblem error={view.error} />;
  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
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
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="indigo.0">
          <Stack gap={4}>
            <Title order={2} fz="md">
              {t('rfq-answer:register.title')}
            </Title>
            <Text size="sm">{t('rfq-answer:register.body')}</Text>
            <Anchor component={Link} to={paths.auth.signup.getHref()} fw={600}>
              {t('rfq-answer:register.action')}
            </Anchor>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
