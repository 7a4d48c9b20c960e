import { useParams } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { AcceptInvitationForm } from '../../../features/auth/components/accept-invitation-form';

export default function AcceptInvitationRoute() {
  const { token = '' } = useParams();
  return (
    <AuthLayout>
      <AcceptInvitationForm token={token} />
    </AuthLayout>
  );
}
