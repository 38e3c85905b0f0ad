/** The dismissible red banner with the server's message after a failed sign-in (spec 1 §2.2). */
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../../../components/ui/plain-icon';

export function LoginErrorBanner({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="si-banner si-banner--error" role="alert">
      <PlainIcon name="error" />
      <p>{message}</p>
      <button type="button" className="si-close" aria-label={t('close')} onClick={onClose}>
        <PlainIcon name="close" />
      </button>
    </div>
  );
}
