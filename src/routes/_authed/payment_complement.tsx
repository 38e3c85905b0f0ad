import { createFileRoute } from '@tanstack/react-router';
import { PaymentComplementPage } from '../../features/payments/components/complement-page';
import { partyOfId, textOf } from '../../features/payments/lib/payments';
import { paymentPanels } from './-components/payment-panels';
import { paymentsRouteLoader } from './-components/payments-route';
import { paymentsRouteOptions } from './-components/payments-route-options';

/**
 * A payment complement (spec 2 §2 screen 10): `?id=arren|prov`, and from the cockpit the payment
 * to preselect (`&bukrs&lifnr&augbl&gjahr`). Online only.
 */
export const Route = createFileRoute('/_authed/payment_complement')({
  codeSplitGroupings: [['loader', 'component']],
  ...paymentsRouteOptions(),
  loader: paymentsRouteLoader,
  component: PaymentComplementRoute,
});

function PaymentComplementRoute() {
  const search = Route.useSearch();
  return (
    <PaymentComplementPage
      party={partyOfId(textOf(search.id))}
      preset={{
        bukrs: textOf(search.bukrs),
        lifnr: textOf(search.lifnr),
        augbl: textOf(search.augbl),
        gjahr: textOf(search.gjahr),
      }}
      panels={paymentPanels}
    />
  );
}
