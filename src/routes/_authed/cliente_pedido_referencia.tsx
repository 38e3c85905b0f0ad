import { createFileRoute } from '@tanstack/react-router';
import { OrderByReferencePage } from '../../features/customers/components/order-by-reference-page';

/** Customer area: an order by reference to an open agreement (spec 3 §2.6, §2.7); the guard admits it with the customer-area module. */
export const Route = createFileRoute('/_authed/cliente_pedido_referencia')({
  component: OrderByReferencePage,
});
