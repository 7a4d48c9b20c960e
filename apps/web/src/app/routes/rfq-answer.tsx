import '@mantine/core/styles.css';
import { Box, Container } from '@mantine/core';
import { useParams } from 'react-router';
import { PublicHeader } from '../../components/layout/public-header';
import { AnswerPage } from '../../features/rfq-answer/components/answer-page';
import { ServerState } from '../server-state';

/** `/rfq-answer/:token`: the public answer page (no sign-in; the mailed link is the key). */
export default function RfqAnswerRoute() {
  const { token = '' } = useParams();
  return (
    <ServerState>
      <PublicHeader />
      <Box component="main" id="main" py={{ base: 'md', sm: 'xl' }}>
        <Container size="xl">
          <AnswerPage token={token} />
        </Container>
      </Box>
    </ServerState>
  );
}
