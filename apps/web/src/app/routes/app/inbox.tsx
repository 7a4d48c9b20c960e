import { InboxPage } from '#web/features/provider-inbox/components/inbox-page.tsx';

/** `/in/inbox`: the RFQs sent to a provider company. */
export default function InboxRoute() {
  return <InboxPage />;
}
