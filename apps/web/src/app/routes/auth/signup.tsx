import { AuthLayout } from '#web/components/layout/auth-layout.tsx';
import { SignupForm } from '#web/features/signup/components/signup-form.tsx';

export default function SignupRoute() {
  return (
    <AuthLayout wide>
      <SignupForm />
    </AuthLayout>
  );
}
