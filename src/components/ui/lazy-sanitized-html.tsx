/** SanitizedHtml behind React.lazy: DOMPurify is fetched the first time HTML must be shown. */
import { lazy, Suspense } from 'react';
import type { SanitizedHtmlProps } from './sanitized-html';

const SanitizedHtml = lazy(() =>
  import('./sanitized-html').then((module) => ({ default: module.SanitizedHtml })),
);

export function LazySanitizedHtml(props: SanitizedHtmlProps) {
  return (
    <Suspense fallback={null}>
      <SanitizedHtml {...props} />
    </Suspense>
  );
}
