import { AuthLayout } from '#web/components/layout/auth-layout.tsx';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';

export default function LoginRoute() {
  return (
    <AuthLayout>
      <LoginForm />
    </AuthLayout>
  );
}
