import { AuthLayout } from '../../../components/layout/auth-layout';
import { SignupForm } from '../../../features/signup/components/signup-form';

export default function SignupRoute() {
  return (
    <AuthLayout wide>
      <SignupForm />
    </AuthLayout>
  );
}
