import { AuthLayout } from '../../../components/layout/auth-layout';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

export default function ForgotPasswordRoute() {
  return (
    <AuthLayout>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
