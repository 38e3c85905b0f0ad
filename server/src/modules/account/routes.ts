/**
 * The self-service calls: api/user password, recovery, agreement, data update and its code, and
 * the public api/RequestAccess, the home communiqués of api/Notification, and api/account (the
 * caller's own account).
 */
import type { ApiRoute } from '../../api/types';
import { notificationRoutes } from '../notification/routes';
import { accessReviewRoutes } from '../request-access/review-routes';
import { requestAccessRoutes } from '../request-access/routes';
import { contactRoutes } from './contact-routes';
import { ownAccountRoutes } from './own-account-routes';
import { passwordRoutes } from './password-routes';
import { recoveryRoutes } from './recovery-routes';

export const accountRoutes: ApiRoute[] = [
  ...passwordRoutes,
  ...recoveryRoutes,
  ...contactRoutes,
  ...ownAccountRoutes,
  ...requestAccessRoutes,
  ...accessReviewRoutes,
  ...notificationRoutes,
];
