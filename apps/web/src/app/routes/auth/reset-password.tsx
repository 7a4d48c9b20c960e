import { useParams } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';

export default function ResetPasswordRoute() {
  const { uidb64 = '', token = '' } = useParams();
  return (
    <AuthLayout>
      <ResetPasswordForm uidb64={uidb64} token={token} />
    </AuthLayout>
  );
}
