import { createFileRoute } from '@tanstack/react-router';
import { PaymentPendingPage } from '../../features/payments/components/pending-page';
import { partyOfId, textOf } from '../../features/payments/lib/payments';
import { paymentsRouteLoader } from './-components/payments-route';
import { paymentsRouteOptions } from './-components/payments-route-options';

/**
 * Payments pending a complement (spec 2 §2 screen 9): `?id=arren` a lessor's, `?id=prov` a
 * supplier's; any other id shows what to do instead. Online only.
 */
export const Route = createFileRoute('/_authed/payment_pending')({
  codeSplitGroupings: [['loader', 'component']],
  ...paymentsRouteOptions(),
  loader: paymentsRouteLoader,
  component: PaymentPendingRoute,
});

function PaymentPendingRoute() {
  const search = Route.useSearch();
  return <PaymentPendingPage party={partyOfId(textOf(search.id))} />;
}
