/**
 * The lessor's invoice page (spec 2 §2 screen 1 detail view; routes /arrendador_factura_electronica
 * and /arrendador_factura_no_electronica): the way back to the list that opened it, what is being
 * invoiced — the chosen periods or a variable-maintenance contract with its fields — and the
 * electronic or non-electronic invoice section. Without usable search params it explains where
 * invoices start.
 */
import { Alert, Button, Heading, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { mtInvoiceFieldsProblem } from '../../../domain/invoicing/maintenance-fields';
import { lessorInvoiceExpectation } from '../../../domain/invoicing/send';
import { invoicingWindowProblem, mexicoCityToday } from '../../../domain/invoicing/window';
import { RoleName } from '../../../domain/roles';
import { useSessionState } from '../../../lib/session/use-session';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { mtContractsQueryOptions, periodDetailsQueryOptions } from '../api/invoice-reads';
import { sendLessorInvoice, sendMtInvoice } from '../api/send-invoice';
import { lessorInvoiceBody, lessorPortalInput, mtInvoiceBody, mtPortalInput } from '../lib/request';
import {
  invoiceTargetOf,
  PENDING_INVOICES_PATH,
  type InvoicePageSearch,
  type InvoiceTarget,
} from '../lib/search';
import { DemoInvoiceButton } from './demo-invoice-button';
import { ElectronicPanel } from './electronic-panel';
import type { SendInvoice } from './invoice-send';
import { MtContractDetails, MtFieldsForm, type MtExtraFields } from './mt-fields';
import { NonElectronicPanel } from './non-electronic-panel';
import { PeriodDetails } from './period-details';

export interface InvoicePageProps {
  electronic: boolean;
  search: InvoicePageSearch;
}

export function InvoicePage({ electronic, search }: InvoicePageProps) {
  const { t } = useTranslation('invoicePanel');
  const target = invoiceTargetOf(search);
  const title = electronic ? t('titleElectronic') : t('titleNonElectronic');
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="2xl">
        {title}
        {target?.kind === 'mt' && (
          <Text as="span" display="block" fontSize="lg" color="gray.600">
            {t('titleMt')}
          </Text>
        )}
      </Heading>
      {target ? <InvoiceTargetView electronic={electronic} target={target} /> : <NoTarget />}
    </Stack>
  );
}

function NoTarget() {
  const { t } = useTranslation('invoicePanel');
  return (
    <Stack gap="3">
      <Text>{t('noTarget.text')}</Text>
      <ChakraLink asChild color="brand.fg" fontWeight="semibold" minH="11" alignItems="center">
        <Link to="/$" params={{ _splat: PENDING_INVOICES_PATH.slice(1) }}>
          {t('noTarget.link')}
        </Link>
      </ChakraLink>
    </Stack>
  );
}

function BackButton({ back }: { back: string }) {
  const { t } = useTranslation('invoicePanel');
  const navigate = useNavigate();
  const [path, query = ''] = back.split('?');
  const goBack = () =>
    void navigate({
      to: '/$',
      params: { _splat: (path ?? '').slice(1) },
      search: Object.fromEntries(new URLSearchParams(query)),
    });
  return (
    <Button variant="outline" minH="11" alignSelf="start" onClick={goBack}>
      <Icon name="chevronRight" transform="scaleX(-1)" />
      {t('back')}
    </Button>
  );
}

/** What both kinds of target need from the session: the company, the lessor and the role. */
function useInvoicingSession(bukrs: string, lifnr: string) {
  const session = useSessionState((s) => s.session);
  const company = session?.CompanyList.find((c) => c.Code === bukrs) ?? null;
  const lessor = session?.SupplierList.find((s) => s.Code.padStart(10, '0') === lifnr) ?? null;
  const viewOnly = session?.User.Role === RoleName.Visualizar;
  return { company, lessor, viewOnly };
}

function LoadState({ error }: { error: Error | null }) {
  const { t } = useTranslation('invoicePanel');
  const online = useOnlineStatus();
  if (!online && !error) return <Text>{t('offline')}</Text>;
  if (!error) return <Spinner aria-label={t('loading')} />;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Description>{t('loadFailed', { message: error.message })}</Alert.Description>
    </Alert.Root>
  );
}

function InvoiceTargetView({ electronic, target }: { electronic: boolean; target: InvoiceTarget }) {
  const queryClient = useQueryClient();
  const today = mexicoCityToday(new Date());
  const { company, lessor, viewOnly } = useInvoicingSession(target.bukrs, target.lifnr);
  const windowProblem = () =>
    company ? invoicingWindowProblem(mexicoCityToday(new Date()), company, 'lessor') : null;
  // A registered invoice changes the lists' periods (now 02) and this page's.
  const onRegistered = () => void queryClient.invalidateQueries({ queryKey: ['invoicing'] });
  const common = { electronic, today, company, lessor, viewOnly, windowProblem, onRegistered };
  return (
    <>
      <BackButton back={target.back} />
      {target.kind === 'periods' ? (
        <PeriodsInvoice target={target} {...common} />
      ) : (
        <MtInvoice target={target} {...common} />
      )}
    </>
  );
}

interface SectionProps {
  electronic: boolean;
  today: string;
  company: { TIN: string } | null;
  lessor: { TIN: string; IsNonDeductible: boolean } | null;
  viewOnly: boolean;
  windowProblem: () => ReturnType<typeof invoicingWindowProblem>;
  onRegistered: () => void;
}

/** A non-deductible lessor's invoices are non-electronic (spec 2 §4): said on the electronic page. */
function NonDeductibleNotice({ show }: { show: boolean }) {
  const { t } = useTranslation('invoicePanel');
  if (!show) return null;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Description>{t('nonDeductible')}</Alert.Description>
    </Alert.Root>
  );
}

function PeriodsInvoice({
  target,
  ...p
}: SectionProps & { target: Extract<InvoiceTarget, { kind: 'periods' }> }) {
  const { t } = useTranslation('invoicePanel');
  const details = useQuery(periodDetailsQueryOptions(target.cfpayguids));
  if (!details.data) return <LoadState error={details.error} />;
  const periods = details.data.List;
  const contracts = details.data.CONTRATOS;
  if (periods.length === 0)
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>{t('details.notFound')}</Alert.Description>
      </Alert.Root>
    );
  const expected = lessorInvoiceExpectation(periods, contracts);
  const contractsOfPeriods = new Set(periods.map((r) => r.RECNNR));
  const recnnr = contractsOfPeriods.size === 1 ? (periods[0]?.RECNNR ?? '') : '';
  const issuer = contracts[0]?.STCD1 ?? p.lessor?.TIN ?? '';
  const send: SendInvoice = async (invoice, key) => {
    const answer = await sendLessorInvoice(
      lessorInvoiceBody({
        ...invoice,
        bukrs: target.bukrs,
        lifnr: target.lifnr,
        cfpayguids: target.cfpayguids,
        recnnr,
        month: target.month,
      }),
      key,
    );
    return answer.BELNR;
  };
  const panel = {
    flow: 'periods' as const,
    today: p.today,
    expected: expected?.amounts ?? null,
    windowProblem: p.windowProblem,
    viewOnly: p.viewOnly,
    send,
    onRegistered: p.onRegistered,
  };
  return (
    <>
      <PeriodDetails periods={periods} contracts={contracts} total={expected?.amounts ?? null} />
      {p.electronic ? (
        <>
          <NonDeductibleNotice show={p.lessor?.IsNonDeductible ?? false} />
          {!p.viewOnly && (
            <DemoInvoiceButton
              bukrs={target.bukrs}
              lifnr={target.lifnr}
              of={{ CFPAYGUID: target.cfpayguids }}
            />
          )}
          <ElectronicPanel
            {...panel}
            bukrs={target.bukrs}
            lifnr={target.lifnr}
            portal={
              expected && p.company && issuer
                ? lessorPortalInput(issuer, p.company.TIN, expected, details.data.Receiver)
                : null
            }
          />
        </>
      ) : (
        <NonElectronicPanel {...panel} />
      )}
    </>
  );
}

function MtInvoice({
  target,
  ...p
}: SectionProps & { target: Extract<InvoiceTarget, { kind: 'mt' }> }) {
  const { t } = useTranslation('invoicePanel');
  const contracts = useQuery(mtContractsQueryOptions(target.bukrs, target.lifnr));
  const [fields, setFields] = useState<MtExtraFields>({
    description: '',
    month: null,
    year: null,
    site: '',
  });
  if (!contracts.data) return <LoadState error={contracts.error} />;
  const contract = contracts.data.List.CONTRATOS.find((c) => c.RECNNR === target.recnnr);
  if (!contract)
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>{t('mt.notFound', { recnnr: target.recnnr })}</Alert.Description>
      </Alert.Root>
    );
  // The reference is the panel's: the fields' problem is judged with a stand-in that passes.
  const extraProblem = mtInvoiceFieldsProblem({ ...fields, reference: 'x' }, p.today);
  const send: SendInvoice = async (invoice, key) => {
    const answer = await sendMtInvoice(
      mtInvoiceBody({
        ...invoice,
        bukrs: target.bukrs,
        lifnr: target.lifnr,
        recnnr: target.recnnr,
        description: fields.description,
        site: fields.site,
        month: fields.month ?? 0,
        year: fields.year ?? 0,
      }),
      key,
    );
    return answer.INV_DOC_NO;
  };
  const extraFields = (
    <MtFieldsForm value={fields} onChange={setFields} today={p.today} disabled={p.viewOnly} />
  );
  const panel = {
    flow: 'mt' as const,
    today: p.today,
    expected: null,
    windowProblem: p.windowProblem,
    viewOnly: p.viewOnly,
    send,
    onRegistered: p.onRegistered,
    extraFields,
    extraProblem,
  };
  return (
    <>
      <MtContractDetails contract={contract} />
      {p.electronic && <NonDeductibleNotice show={p.lessor?.IsNonDeductible ?? false} />}
      {p.electronic && !p.viewOnly && (
        <DemoInvoiceButton
          bukrs={target.bukrs}
          lifnr={target.lifnr}
          of={{ RECNNR: target.recnnr }}
        />
      )}
      {p.electronic ? (
        <ElectronicPanel
          {...panel}
          bukrs={target.bukrs}
          lifnr={target.lifnr}
          portal={
            p.company && p.lessor
              ? mtPortalInput(p.lessor.TIN, p.company.TIN, contracts.data.Receiver)
              : null
          }
        />
      ) : (
        <NonElectronicPanel {...panel} />
      )}
    </>
  );
}
