import { useProfile } from '../../../features/profile/api/get-profile';
import { canPurchase } from '../../../features/profile/utils/roles';
import { SuppliersPage } from '../../../features/suppliers/components/suppliers-page';

/** `/in/suppliers`: the supplier directory. */
export default function SuppliersRoute() {
  const profile = useProfile();
  return <SuppliersPage canManage={canPurchase(profile.data)} />;
}
