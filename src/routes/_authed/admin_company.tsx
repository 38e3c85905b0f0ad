import { createFileRoute } from '@tanstack/react-router';
import { CompanyConfigPage } from '../../features/company-config/components/company-config-page';

/** The company configuration (spec 3 §3.11); the guard admits it with the AdminSystem module. */
export const Route = createFileRoute('/_authed/admin_company')({
  component: CompanyConfigPage,
});
