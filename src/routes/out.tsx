import { createFileRoute } from '@tanstack/react-router';
import { OutOfServicePage } from '../features/session/components/out-of-service-page';
import { guardRoute } from './-guard';

export const Route = createFileRoute('/out')({
  beforeLoad: guardRoute,
  component: OutOfServicePage,
});
