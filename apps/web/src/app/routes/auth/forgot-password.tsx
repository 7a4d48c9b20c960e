import { AuthLayout } from '../../../components/layout/auth-layout';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { ServerState } from '../../server-state';

export default function ForgotPasswordRoute() {
  return (
    <ServerState>
      <AuthLayout>
        <ForgotPasswordForm />
      </AuthLayout>
    </ServerState>
  );
}
