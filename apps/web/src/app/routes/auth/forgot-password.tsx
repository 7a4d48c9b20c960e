import { AuthLayout } from '#web/components/layout/auth-layout.tsx';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form.tsx';
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
