import { useParams } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { ServerState } from '../../server-state';

export default function ResetPasswordRoute() {
  const { uidb64 = '', token = '' } = useParams();
  return (
    <ServerState>
      <AuthLayout>
        <ResetPasswordForm uidb64={uidb64} token={token} />
      </AuthLayout>
    </ServerState>
  );
}
