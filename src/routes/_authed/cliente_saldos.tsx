import { createFileRoute } from '@tanstack/react-router';
import { BalancePage } from '../../features/customers/components/balance-page';

/** Customer area: the customer balance with credit limit and delay days (spec 3 §3.15); the guard admits it with the customer-area module. */
export const Route = createFileRoute('/_authed/cliente_saldos')({
  component: BalancePage,
});
