import { GoogleCallback } from '../../../features/auth/components/google-callback';

export default function GoogleCallbackRoute() {
  return <GoogleCallback />;
}
