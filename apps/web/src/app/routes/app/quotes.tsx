import { QuotesPage } from '#web/features/quotes/components/quotes-page.tsx';
import { useProfile } from '#web/features/profile/api/get-profile.ts';
import { canPurchase } from '#web/features/profile/utils/roles.ts';

/** `/in/quotes`: the company's supplier quotes, uploaded and read. */
export default function QuotesRoute() {
  const profile = useProfile();
  return <QuotesPage canManage={canPurchase(profile.data)} />;
}
