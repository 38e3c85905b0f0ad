/**
 * The lessor receipt variant of the two lessor invoice routes (?flow=receipts): the supplier
 * receipt pages in lessor mode. Loaded apart, on that flow only, so the period and
 * variable-maintenance invoices a lessor opens most do not carry the receipts pages' code.
 */
import { lazy, Suspense } from 'react';
import { Loading } from '../../../components/invoicing/query-notice';
import type { ReceiptsPreset } from '../../../features/invoice-panel/lib/search';

const Electronic = lazy(() =>
  Promise.all([
    import('../../../features/supplier-invoicing/components/electronic-page'),
    import('./supplier-panels'),
  ]).then(([page, panels]) => ({
    default: ({ preset }: { preset: ReceiptsPreset }) => (
      <page.SupplierElectronicPage panels={panels.supplierPanels} party="lessor" preset={preset} />
    ),
  })),
);

const NonElectronic = lazy(() =>
  Promise.all([
    import('../../../features/supplier-invoicing/components/non-electronic-page'),
    import('./supplier-panels'),
  ]).then(([page, panels]) => ({
    default: ({ preset }: { preset: ReceiptsPreset }) => (
      <page.SupplierNonElectronicPage
        panels={panels.supplierPanels}
        party="lessor"
        preset={preset}
      />
    ),
  })),
);

export function LessorReceiptPage({
  electronic,
  preset,
}: {
  electronic: boolean;
  preset: ReceiptsPreset;
}) {
  return (
    <Suspense fallback={<Loading />}>
      {electronic ? <Electronic preset={preset} /> : <NonElectronic preset={preset} />}
    </Suspense>
  );
}
