import { InboxPage } from '../../../features/provider-inbox/components/inbox-page';

/** `/in/inbox`: the RFQs sent to a provider company. */
export default function InboxRoute() {
  return <InboxPage />;
}
