import { useParams } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { ActivateAccount } from '../../../features/auth/components/activate-account';
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
