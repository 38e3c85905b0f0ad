import { createFileRoute } from '@tanstack/react-router';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { guardRoute } from './-guard';

/** The recovery landing page (spec 1 §2.3): blank with the loading overlay; its dialog comes later. */
export const Route = createFileRoute('/recovery')({
  beforeLoad: guardRoute,
  component: RecoveryPage,
});

function RecoveryPage() {
  return <LoadingOverlay force />;
}
