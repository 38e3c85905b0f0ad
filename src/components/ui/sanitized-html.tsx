/** Renders untrusted HTML after DOMPurify; loaded lazily so DOMPurify stays out of the entry. */
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize-html';

export interface SanitizedHtmlProps extends Omit<HTMLChakraProps<'div'>, 'children'> {
  html: string;
}

export function SanitizedHtml({ html, ...rest }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <chakra.div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
