import { createFileRoute } from '@tanstack/react-router';
import { AccountStatementPage } from '../../features/customers/components/account-statement-page';

/** Customer area: the account statement with invoice detail lines (spec 3 §3.15); the guard admits it with the customer-area module. */
export const Route = createFileRoute('/_authed/cliente_estado_cuenta')({
  component: AccountStatementPage,
});
