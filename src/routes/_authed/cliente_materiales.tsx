import { createFileRoute } from '@tanstack/react-router';
import { MaterialsPage } from '../../features/customers/components/materials-page';

/** Customer area: the materials a client buys (spec 3 §3.13); the guard admits it with the customer-area module. */
export const Route = createFileRoute('/_authed/cliente_materiales')({
  component: MaterialsPage,
});
