import { AuthLayout } from '../../../components/layout/auth-layout';
import { SignupForm } from '../../../features/signup/components/signup-form';
import { ServerState } from '../../server-state';

export default function SignupRoute() {
  return (
    <ServerState>
      <AuthLayout wide>
        <SignupForm />
      </AuthLayout>
    </ServerState>
  );
}
