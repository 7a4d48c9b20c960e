import { useParams } from 'react-router';
import { AuthLayout } from '#web/components/layout/auth-layout.tsx';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form.tsx';
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
