/**
 * SanitizedHtml behind React.lazy: DOMPurify is fetched the first time HTML must be shown. Plain
 * text (no markup, no entities: every message the portal writes itself) is shown at once as text,
 * so an alert never waits for a download, which on a busy tablet could outlast the alert itself.
 */
import { chakra } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { SanitizedHtmlProps } from './sanitized-html';

const SanitizedHtml = lazy(() =>
  import('./sanitized-html').then((module) => ({ default: module.SanitizedHtml })),
);

/** True when the text holds no tag and no character reference: React may render it as text. */
export function isPlainText(html: string): boolean {
  return !/[<&]/.test(html);
}

export function LazySanitizedHtml(props: SanitizedHtmlProps) {
  const { html, ...rest } = props;
  if (isPlainText(html)) return <chakra.div {...rest}>{html}</chakra.div>;
  return (
    <Suspense fallback={null}>
      <SanitizedHtml {...props} />
    </Suspense>
  );
}
