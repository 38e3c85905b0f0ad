/**
 * The loading overlay of the sign-in page, drawn without Chakra (see src/routes/__root.tsx): the
 * same look, role and test id as LoadingOverlay.
 */
import { useTranslation } from 'react-i18next';
import { useStore } from '../../lib/external-store';
import { isLoading, loadingStore } from '../../lib/loading-store';

const BACKDROP = {
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(0, 0, 0, 0.24)',
} as const;

const DISC = {
  padding: '1rem',
  borderRadius: '9999px',
  background: '#ffffff',
  boxShadow: '0 8px 16px rgba(24, 24, 27, 0.1), 0 0 1px rgba(24, 24, 27, 0.3)',
} as const;

const SPINNER = {
  display: 'block',
  width: '3rem',
  height: '3rem',
  borderRadius: '50%',
  border: '4px solid var(--portal-primary, #0b3d91)',
  borderInlineStartColor: 'transparent',
  borderBottomColor: 'transparent',
  animation: 'si-spin 0.6s linear infinite',
} as const;

export function PlainLoadingOverlay() {
  const { t } = useTranslation('common');
  const visible = useStore(loadingStore, isLoading);
  if (!visible) return null;
  return (
    <div style={BACKDROP} aria-busy="true" aria-live="polite" data-testid="loading-overlay">
      <div style={DISC}>
        <span style={SPINNER} role="status" aria-label={t('loading')} />
      </div>
    </div>
  );
}
