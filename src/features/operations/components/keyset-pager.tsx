/**
 * The pager of a list the server pages (the operations lists), drawn as the portal's pager is
 * (ui/pager.tsx): how many rows a page shows (25, 50 or 100: "all" of a million rows is not
 * offered), the rows shown ("Registros 51–100"), previous and next. The list's total is not
 * counted, so the page says its number alone.
 */
import { useTranslation } from 'react-i18next';
import { PagerLayout } from '../../../components/ui/pager';
import { OPERATIONS_PAGE_SIZES, type OperationsPageSize } from '../../../protocol/operations';
import { pageNumberOf, rowRangeOf, type KeysetPages } from '../keyset-pages';

export interface KeysetPagerProps {
  pages: KeysetPages;
  /** The rows of the page shown. */
  rowsShown: number;
  /** Whether a page follows the one shown. */
  hasNext: boolean;
  onNext: () => void;
  onPrevious: () => void;
  onSize: (size: OperationsPageSize) => void;
  /** Names the navigation landmark, e.g. "Páginas de Eventos". */
  label: string;
}

export function KeysetPager(props: KeysetPagerProps) {
  const { t } = useTranslation('operations');
  const { pages, rowsShown, hasNext } = props;
  const page = pageNumberOf(pages);
  const range = rowRangeOf(pages, rowsShown);
  return (
    <PagerLayout
      label={props.label}
      sizeLabel={t('perPage')}
      sizes={OPERATIONS_PAGE_SIZES.map((s) => ({ value: String(s), text: String(s) }))}
      size={String(pages.size)}
      onSize={(value) => {
        const size = OPERATIONS_PAGE_SIZES.find((s) => String(s) === value);
        if (size) props.onSize(size);
      }}
      range={t('pageRange', { from: range.from, to: range.to })}
      position={page > 1 || hasNext ? t('pageNumber', { page }) : null}
      canPrevious={page > 1}
      canNext={hasNext}
      onPrevious={props.onPrevious}
      onNext={props.onNext}
    />
  );
}
