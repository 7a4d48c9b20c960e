import { useParams } from 'react-router';
import { AuthLayout } from '#web/components/layout/auth-layout.tsx';
import { AcceptInvitationForm } from '#web/features/auth/components/accept-invitation-form.tsx';
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
