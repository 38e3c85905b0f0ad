/**
 * A stroke icon as a bare SVG, for the pages drawn without Chakra (the sign-in page): the same
 * paths as `Icon`, sized by CSS (1.25rem unless the class says otherwise).
 */
import { ICON_PATHS, type IconName } from './icon-paths';

export function PlainIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `plain-icon ${className}` : 'plain-icon'}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
