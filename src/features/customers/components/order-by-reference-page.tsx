/**
 * /cliente_pedido_referencia (spec 3 §2.6, §2.7): an order by reference to an open agreement. The
 * user picks the contract and its material line, sees what remains, and orders a quantity up to
 * it; the server (api/SalesOrder 11, through the ERP adapter) refuses more than remains and lowers
 * the remaining quantity in the same write, and the lines below show the new remaining quantity.
 * The menu hides this page when the client has no active agreement.
 */
import {
  Button,
  Field,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/invoicing/data-table';
import { LIST_PAGE_SIZE } from '../../../components/invoicing/table-model';
import { PageFrame } from '../../../components/invoicing/page-frame';
import { formatDecimal } from '../../../components/invoicing/table-model';
import { checkOrderQuantity } from '../../../domain/customers/customers';
import { showAlert } from '../../../lib/alert-store';
import { contractsQueryOptions, customerKeys } from '../api/customer-queries';
import { placeReferenceOrder } from '../api/place-order';
import { lineColumns, lineRows } from './contract-columns';
import { useCustomerChoice } from './customer-picker';
import { CustomerResult } from './customer-result';

const newOrderId = () => crypto.randomUUID();

export function OrderByReferencePage() {
  const { t } = useTranslation('customers');
  const { bukrs, kunnr, picker } = useCustomerChoice();
  const queryClient = useQueryClient();
  const contracts = useQuery({
    ...contractsQueryOptions(bukrs, kunnr ?? ''),
    enabled: kunnr !== null,
  });
  const [contract, setContract] = useState('');
  const [posnr, setPosnr] = useState('');
  const [quantity, setQuantity] = useState('');
  const [purchaseOrder, setPurchaseOrder] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // One id per order meant: a retry of the same order (lost answer) reuses it.
  const orderId = useRef(newOrderId());
  const columns = useMemo(() => lineColumns(t), [t]);

  const list = contracts.data?.List ?? [];
  const chosen = list.find((c) => c.VBELN === contract) ?? list[0];
  const line = chosen?.Materials.find((m) => m.POSNR === posnr) ?? chosen?.Materials[0];

  const order = useMutation({
    mutationFn: placeReferenceOrder,
    onSuccess: (answer) => {
      orderId.current = newOrderId();
      setQuantity('');
      if (answer.Message) showAlert({ type: 'success', message: answer.Message });
      void queryClient.invalidateQueries({
        queryKey: customerKeys.contracts(bukrs, kunnr ?? ''),
      });
    },
    onError: (e) => showAlert({ type: 'error', message: e.message }),
  });

  const submit = () => {
    if (!chosen || !line || !kunnr) return;
    const amount = Number(quantity);
    const verdict =
      quantity.trim() === '' ? 'notPositive' : checkOrderQuantity(amount, line.KWMENG_REMAINING);
    if (verdict !== 'ok') {
      setProblem(t(`quantity.${verdict}`, { remaining: formatDecimal(line.KWMENG_REMAINING, 3) }));
      return;
    }
    setProblem(null);
    order.mutate({
      bukrs,
      kunnr,
      contract: chosen.VBELN,
      posnr: line.POSNR,
      quantity: amount,
      purchaseOrder: purchaseOrder.trim(),
      clientId: orderId.current,
    });
  };

  return (
    <PageFrame titleKey="customerOrderByReference">
      {picker}
      {kunnr && (
        <CustomerResult query={contracts} empty={(d) => d.List.length === 0}>
          {() =>
            chosen && line ? (
              <Stack gap="6">
                <chakra.form
                  aria-label={t('orderForm')}
                  noValidate
                  bg="white"
                  borderWidth="1px"
                  borderColor="gray.200"
                  rounded="md"
                  p={{ base: '3', md: '4' }}
                  onSubmit={(e) => {
                    e.preventDefault();
                    submit();
                  }}
                >
                  <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
                    <Field.Root>
                      <Field.Label>{t('col.contract')}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          minH="11"
                          value={chosen.VBELN}
                          onChange={(e) => {
                            setContract(e.target.value);
                            setPosnr('');
                            setProblem(null);
                          }}
                        >
                          {list.map((c) => (
                            <option key={c.VBELN} value={c.VBELN}>
                              {t('contractOption', { id: c.VBELN, po: c.BSTKD, to: c.GUEEN })}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>{t('col.material')}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          minH="11"
                          value={line.POSNR}
                          onChange={(e) => {
                            setPosnr(e.target.value);
                            setProblem(null);
                          }}
                        >
                          {chosen.Materials.map((m) => (
                            <option key={m.POSNR} value={m.POSNR}>
                              {`${m.POSNR} · ${m.MATNR} ${m.MAKTX}`}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                      <Field.HelperText data-testid="remaining">
                        {t('remainingHelp', {
                          remaining: formatDecimal(line.KWMENG_REMAINING, 3),
                          unit: line.VRKME,
                        })}
                      </Field.HelperText>
                    </Field.Root>
                    <Field.Root invalid={problem !== null} required>
                      <Field.Label>{t('quantityLabel', { unit: line.VRKME })}</Field.Label>
                      <Input
                        minH="11"
                        inputMode="decimal"
                        value={quantity}
                        onChange={(e) => setQuantity(e.target.value)}
                      />
                      {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>{t('purchaseOrder')}</Field.Label>
                      <Input
                        minH="11"
                        maxLength={35}
                        value={purchaseOrder}
                        onChange={(e) => setPurchaseOrder(e.target.value)}
                      />
                    </Field.Root>
                  </SimpleGrid>
                  <Button type="submit" mt="4" minH="11" loading={order.isPending}>
                    {t('placeOrder')}
                  </Button>
                </chakra.form>
                {order.data?.Order && (
                  <Text role="status">
                    {t('lastOrder', {
                      order: order.data.Order.VBELN,
                      quantity: formatDecimal(order.data.Order.KWMENG, 3),
                      remaining: formatDecimal(order.data.Order.KWMENG_REMAINING, 3),
                    })}
                  </Text>
                )}
                <DataTable
                  pageSize={LIST_PAGE_SIZE}
                  title={t('contractLinesTable', { id: chosen.VBELN })}
                  columns={columns}
                  rows={lineRows([chosen])}
                  rowKey={(l) => `${l.VBELN}-${l.POSNR}`}
                />
              </Stack>
            ) : null
          }
        </CustomerResult>
      )}
    </PageFrame>
  );
}
