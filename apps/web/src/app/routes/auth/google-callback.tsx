import { GoogleCallback } from '#web/features/auth/components/google-callback.tsx';

export default function GoogleCallbackRoute() {
  return <GoogleCallback />;
}
