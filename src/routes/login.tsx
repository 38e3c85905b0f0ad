import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginPage } from '../features/session/components/login-page';
import { guardRoute } from './-guard';

/** `?admin=1`: opened from the out-of-service page's administrator link (see decideRoute, rule 6). */
const LoginSearch = v.object({
  admin: v.fallback(v.optional(v.picklist([1, '1'])), undefined),
});

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearch,
  beforeLoad: guardRoute,
  component: LoginPage,
});
