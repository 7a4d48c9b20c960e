import { useParams } from 'react-router';
import { AuthLayout } from '#web/components/layout/auth-layout.tsx';
import { ActivateAccount } from '#web/features/auth/components/activate-account.tsx';
import { ServerState } from '../../server-state';

export default function ActivateRoute() {
  const { uidb64 = '', token = '' } = useParams();
  return (
    <ServerState>
      <AuthLayout>
        <ActivateAccount uidb64={uidb64} token={token} />
      </AuthLayout>
    </ServerState>
  );
}
