import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../components/not-found-page';
import { guardRoute } from './-guard';

export const Route = createFileRoute('/404')({
  beforeLoad: guardRoute,
  component: NotFoundPage,
});
