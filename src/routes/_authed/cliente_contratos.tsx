import { createFileRoute } from '@tanstack/react-router';
import { ContractsPage } from '../../features/customers/components/contracts-page';

/** Customer area: the open agreements and their material lines (spec 3 §3.12); the guard admits it with the customer-area module. */
export const Route = createFileRoute('/_authed/cliente_contratos')({
  component: ContractsPage,
});
