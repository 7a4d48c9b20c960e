import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { ServerState } from '../../server-state';
import AppRoot from './root';

const Dashboard = lazy(() => import('./dashboard'));
const Projects = lazy(() => import('./projects'));
const Project = lazy(() => import('./project'));
const NewRfq = lazy(() => import('./new-rfq'));
const Rfq = lazy(() => import('./rfq'));
const EditRfq = lazy(() => import('./edit-rfq'));
const RfqComparison = lazy(() => import('./rfq-comparison'));
const Suppliers = lazy(() => import('./suppliers'));
const Quotes = lazy(() => import('./quotes'));
const Quote = lazy(() => import('./quote'));
const Inbox = lazy(() => import('./inbox'));
const PurchaseOrders = lazy(() => import('./purchase-orders'));
const PurchaseOrder = lazy(() => import('./purchase-order'));
const InboxPurchaseOrders = lazy(() => import('./inbox-purchase-orders'));
const InboxPurchaseOrder = lazy(() => import('./inbox-purchase-order'));
const InboxRfq = lazy(() => import('./inbox-rfq'));
const Analytics = lazy(() => import('./analytics'));
const Profile = lazy(() => import('./profile'));
const Settings = lazy(() => import('./settings'));
const Backoffice = lazy(() => import('./backoffice'));

/**
 * The signed-in area (`/in/*`, docs/product-rules.md § Screens): the guard and layout around each section, every section
 * its own chunk. The sections share one query cache, which goes when the user leaves the area.
 * Unknown paths under `/in` (such as `/in/dashboard`) fall through to `/in`.
 */
export default function SignedInRoutes() {
  return (
    <ServerState>
      <Routes>
        <Route element={<AppRoot />}>
          <Route index element={<Dashboard />} />
          <Route path={paths.app.projects.path} element={<Projects />} />
          <Route path={paths.app.project.path} element={<Project />} />
          <Route path={paths.app.newRfq.path} element={<NewRfq />} />
          <Route path={paths.app.rfq.path} element={<Rfq />} />
          <Route path={paths.app.editRfq.path} element={<EditRfq />} />
          <Route path={paths.app.rfqComparison.path} element={<RfqComparison />} />
          <Route path={paths.app.suppliers.path} element={<Suppliers />} />
          <Route path={paths.app.quotes.path} element={<Quotes />} />
          <Route path={paths.app.quote.path} element={<Quote />} />
          <Route path={paths.app.purchaseOrders.path} element={<PurchaseOrders />} />
          <Route path={paths.app.purchaseOrder.path} element={<PurchaseOrder />} />
          <Route path={paths.app.inbox.path} element={<Inbox />} />
          <Route path={paths.app.inboxPurchaseOrders.path} element={<InboxPurchaseOrders />} />
          <Route path={paths.app.inboxPurchaseOrder.path} element={<InboxPurchaseOrder />} />
          <Route path={paths.app.inboxRfq.path} element={<InboxRfq />} />
          <Route path={paths.app.analytics.path} element={<Analytics />} />
          <Route path={paths.app.profile.path} element={<Profile />} />
          <Route path={paths.app.settings.path} element={<Settings />} />
          <Route path={paths.app.backoffice.path} element={<Backoffice />} />
          <Route path="*" element={<Navigate to={paths.app.root.getHref()} replace />} />
        </Route>
      </Routes>
    </ServerState>
  );
}
