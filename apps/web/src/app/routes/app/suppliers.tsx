import { useProfile } from '#web/features/profile/api/get-profile.ts';
import { canPurchase } from '#web/features/profile/utils/roles.ts';
import { SuppliersPage } from '#web/features/suppliers/components/suppliers-page.tsx';

/** `/in/suppliers`: the supplier directory. */
export default function SuppliersRoute() {
  const profile = useProfile();
  return <SuppliersPage canManage={canPurchase(profile.data)} />;
}
