import { AuthLayout } from '../../../components/layout/auth-layout';
import { LoginForm } from '../../../features/auth/components/login-form';

export default function LoginRoute() {
  return (
    <AuthLayout>
      <LoginForm />
    </AuthLayout>
  );
}
