import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/session/components/login-page';
import { guardRoute } from './-guard';

export const Route = createFileRoute('/login')({
  beforeLoad: guardRoute,
  component: LoginPage,
});
