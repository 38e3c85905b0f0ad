import { createFileRoute } from '@tanstack/react-router';
import { ShipToPage } from '../../features/customers/components/ship-to-page';

/** Customer area: the ship-to request tickets (spec 3 §3.14, §4.9); the guard admits it with the customer-area module. */
export const Route = createFileRoute('/_authed/cliente_destinatarios')({
  component: ShipToPage,
});
