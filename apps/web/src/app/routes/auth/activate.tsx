import { useParams } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { ActivateAccount } from '../../../features/auth/components/activate-account';

export default function ActivateRoute() {
  const { uidb64 = '', token = '' } = useParams();
  return (
    <AuthLayout>
      <ActivateAccount uidb64={uidb64} token={token} />
    </AuthLayout>
  );
}
