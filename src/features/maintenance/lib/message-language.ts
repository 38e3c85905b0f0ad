/** The language of the domain's fixed messages (maintenanceMessage) for the UI's language. */
import type { MessageLanguage } from '../../../domain/maintenance';

export function messageLanguage(language: string | undefined): MessageLanguage {
  return language?.startsWith('en') ? 'en' : 'es';
}
