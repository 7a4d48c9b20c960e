import { useParams } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { AcceptInvitationForm } from '../../../features/auth/components/accept-invitation-form';
import { ServerState } from '../../server-state';

export default function AcceptInvitationRoute() {
  const { token = '' } = useParams();
  return (
    <ServerState>
      <AuthLayout>
        <AcceptInvitationForm token={token} />
      </AuthLayout>
    </ServerState>
  );
}
