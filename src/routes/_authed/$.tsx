import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NotFoundPage } from '../../components/not-found-page';

/** Menu entries keep their Query as search params, e.g. ?id=arren|prov on the payment pages. */
const SplatSearch = v.object({
  id: v.fallback(v.optional(v.string()), undefined),
});

/**
 * Any other signed-in path is not found: every page of the menu has a route of its own
 * (src/domain/navigation.test.ts checks it), so nothing reaches here but a wrong address.
 */
export const Route = createFileRoute('/_authed/$')({
  validateSearch: SplatSearch,
  component: () => <NotFoundPage standalone={false} />,
});
