import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { menuCatalogue, toAllowedPath } from '../../domain/navigation';
import { ModuleDisabledPage } from '../../components/module-disabled-page';
import { NotFoundPage } from '../../components/not-found-page';

/** Menu entries keep their Query as search params, e.g. ?id=arren|prov on the payment pages. */
const SplatSearch = v.object({
  id: v.fallback(v.optional(v.string()), undefined),
});

/**
 * Any other signed-in path: a catalogue page that a later issue builds shows its title and
 * msjModuleDisabled; anything else is not found.
 */
export const Route = createFileRoute('/_authed/$')({
  validateSearch: SplatSearch,
  component: CataloguePage,
});

function CataloguePage() {
  const { _splat } = Route.useParams();
  const path = toAllowedPath(`/${_splat ?? ''}`);
  const entry = menuCatalogue().find((e) => e.path === path);
  return entry ? (
    <ModuleDisabledPage titleKey={entry.title} />
  ) : (
    <NotFoundPage standalone={false} />
  );
}
