/** The columns of the contracts and their lines, shared by the contracts and order pages. */
import type { TFunction } from 'i18next';
import type { TableColumn } from '../../../components/invoicing/table-model';
import type { ContractMaterial, SalesContract } from '../../../protocol/customers';

/** A contract line with its contract's id, as one row of the lines table. */
export type ContractLineRow = ContractMaterial & { VBELN: string };

export const lineRows = (contracts: readonly SalesContract[]): ContractLineRow[] =>
  contracts.flatMap((c) => c.Materials.map((m) => ({ ...m, VBELN: c.VBELN })));

export function contractColumns(t: TFunction<'customers'>): TableColumn<SalesContract>[] {
  return [
    { id: 'vbeln', header: t('col.contract'), kind: 'code', value: (c) => c.VBELN },
    { id: 'status', header: t('col.status'), kind: 'code', value: (c) => c.STATUS_NAME },
    { id: 'type', header: t('col.type'), kind: 'code', value: (c) => c.AUART },
    { id: 'date', header: t('col.date'), kind: 'date', value: (c) => c.AUDAT },
    { id: 'from', header: t('col.validFrom'), kind: 'date', value: (c) => c.GUEBG },
    { id: 'to', header: t('col.validTo'), kind: 'date', value: (c) => c.GUEEN },
    { id: 'client', header: t('col.client'), kind: 'text', value: (c) => `${c.KUNNR} ${c.NAME1}` },
    { id: 'po', header: t('col.purchaseOrder'), kind: 'code', value: (c) => c.BSTKD },
    {
      id: 'area',
      header: t('col.salesArea'),
      kind: 'code',
      value: (c) => `${c.VKORG}/${c.VTWEG}/${c.SPART}`,
      optional: true,
    },
    {
      id: 'ext',
      header: t('col.externalOrder'),
      kind: 'code',
      value: (c) => c.EXT_ORDER,
      optional: true,
    },
  ];
}

export function lineColumns(t: TFunction<'customers'>): TableColumn<ContractLineRow>[] {
  return [
    { id: 'vbeln', header: t('col.contract'), kind: 'code', value: (l) => l.VBELN },
    { id: 'posnr', header: t('col.line'), kind: 'code', value: (l) => l.POSNR },
    {
      id: 'material',
      header: t('col.material'),
      kind: 'text',
      value: (l) => `${l.MATNR} ${l.MAKTX}`,
    },
    {
      id: 'initial',
      header: t('col.initialQuantity'),
      kind: 'quantity',
      value: (l) => l.KWMENG_INITIAL,
    },
    {
      id: 'remaining',
      header: t('col.remainingQuantity'),
      kind: 'quantity',
      value: (l) => l.KWMENG_REMAINING,
    },
    { id: 'unit', header: t('col.unit'), kind: 'code', value: (l) => l.VRKME },
    { id: 'price', header: t('col.price'), kind: 'amount', value: (l) => l.NETPR },
    {
      id: 'priceDate',
      header: t('col.priceDate'),
      kind: 'date',
      value: (l) => l.PRSDT,
      optional: true,
    },
    {
      id: 'receiver',
      header: t('col.receiver'),
      kind: 'text',
      value: (l) => `${l.KUNWE} ${l.NAME_WE}`,
    },
    { id: 'werks', header: t('col.plant'), kind: 'code', value: (l) => l.WERKS, optional: true },
    { id: 'pstyv', header: t('col.lineType'), kind: 'code', value: (l) => l.PSTYV, optional: true },
  ];
}
