import { createFileRoute } from '@tanstack/react-router';
import { StubPage } from '../../components/stub-page';

/** Admin stub page (spec 1 §1): titled, content not shown. */
export const Route = createFileRoute('/_authed/product')({
  component: StubRoute,
});

function StubRoute() {
  return <StubPage titleKey="product" />;
}
