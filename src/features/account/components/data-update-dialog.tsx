/**
 * The data-update dialog (spec 1 §2.7, §4, §5): the lessor or the supplier form by role, every
 * field rule of the domain, the current and next data-update dates; submitting sends api/user 36,
 * which applies the data at once when the cell phone is unchanged or texts a one-time code.
 * Closing it without a completed update signs the user out (the caller decides).
 */
import {
  Alert,
  Button,
  Dialog,
  Field,
  Input,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  contactDataProblems,
  type ContactData,
  type ContactForm,
} from '../../../domain/account/contact-data';
import { dataUpdateDates, formatDataUpdateDate } from '../../../domain/account/after-login';
import { Icon } from '../../../components/ui/icon';
import { showAlert } from '../../../lib/alert-store';
import { ownAccountQueryOptions, sendContactData } from '../api/account-calls';
import { AccountDialogFrame } from './account-dialog-frame';
import { OtpDialog } from './otp-dialog';
import {
  initialDataUpdateValues,
  toContactData,
  type DataUpdateValues,
  type PhoneKey,
  type TextKey,
} from './data-update-values';
import { PhoneField, type PhoneValue } from './phone-field';

interface Props {
  form: ContactForm;
  /** Read-only on the supplier form. */
  userName: string;
  taxId: string | null;
  email: string | null;
  today: Date;
  /** Closed without a completed update. */
  onClose: () => void;
  /** Saved (directly or after the code): the server's message. */
  onUpdated: (message: string | null) => void;
  /** The fourth code send ended the session. */
  onLogout: () => void;
  /** The code dialog's resend wait (31 s from the profile popup, spec 1 §9). */
  codeCountdownSeconds?: number;
}

/**
 * Reads the caller's stored account first, so the form starts filled with what the server holds
 * (spec 1 §5: phones parsed back by length). If the read fails the form starts empty with the
 * session's e-mail: the user can still complete the update.
 */
export function DataUpdateDialog(props: Props) {
  const { t } = useTranslation(['account', 'messages']);
  const queryClient = useQueryClient();
  const account = useQuery({ ...ownAccountQueryOptions(), retry: false });
  if (account.isPending) {
    return (
      <AccountDialogFrame
        title={t('dataUpdate.title')}
        width={1000}
        closeLabel={t('dataUpdate.close')}
        forced={false}
        onClose={props.onClose}
      >
        <Dialog.Body>
          <Stack align="center" py="8" role="status">
            <Spinner size="lg" />
            <Text>{t('dataUpdate.loading')}</Text>
          </Stack>
        </Dialog.Body>
      </AccountDialogFrame>
    );
  }
  const stored = account.data ?? null;
  return (
    <DataUpdateForm
      {...props}
      initial={initialDataUpdateValues(stored, props.email)}
      taxId={stored?.TIN ?? props.taxId}
      onUpdated={(message) => {
        void queryClient.invalidateQueries({ queryKey: ownAccountQueryOptions().queryKey });
        props.onUpdated(message);
      }}
    />
  );
}

function DataUpdateForm(props: Props & { initial: DataUpdateValues }) {
  const { form, userName, taxId, today, onClose, onUpdated, onLogout } = props;
  const { t } = useTranslation(['account', 'messages']);
  const [values, setValues] = useState<DataUpdateValues>(props.initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [otpOpen, setOtpOpen] = useState(false);
  const data = toContactData(values);
  const problems = contactDataProblems(form, data);
  const dates = dataUpdateDates(today);

  const touch = (field: string) => setTouched((s) => new Set(s).add(field));
  const errorOf = (field: keyof ContactData) => {
    if (!touched.has(field)) return null;
    const problem = problems.find(
      (p) => p.field === field && p.problem !== 'validateEqualPhoneAndPhoneHome',
    );
    return problem ? t(`messages:${problem.problem}`) : null;
  };

  const setPhone = (key: PhoneKey, next: PhoneValue) => {
    const phones = { ...values.phones, [key]: next };
    // The cell phone must differ from the landline: on equality both are cleared (spec 1 §5).
    const cell = phones.PhoneNumber.number;
    const home = phones.PhoneNumberHome.number;
    if (
      (key === 'PhoneNumber' || key === 'PhoneNumberHome') &&
      cell.length === 10 &&
      cell === home
    ) {
      phones.PhoneNumber = { ...phones.PhoneNumber, number: '' };
      phones.PhoneNumberHome = { ...phones.PhoneNumberHome, number: '' };
      showAlert({
        type: 'warning',
        message: t('messages:validateEqualPhoneAndPhoneHome'),
      });
    }
    setValues((v) => ({ ...v, phones }));
  };
  const setText = (key: TextKey, text: string) =>
    setValues((v) => ({ ...v, texts: { ...v.texts, [key]: text } }));

  const submit = useMutation({
    mutationFn: sendContactData,
    onSuccess: (answer) => {
      if (answer.OtpRequired) {
        if (answer.Message) showAlert({ type: 'success', message: answer.Message });
        setOtpOpen(true);
      } else onUpdated(answer.Message);
    },
  });

  const textField = (key: TextKey, label: string, required: boolean, type = 'text') => (
    <Field.Root invalid={!!errorOf(key)} required={required}>
      <Field.Label fontSize="md">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        type={type}
        inputMode={key === 'ZipCode' ? 'numeric' : undefined}
        maxLength={key === 'ZipCode' ? 5 : 512}
        value={values.texts[key]}
        onChange={(e) => setText(key, e.target.value)}
        onBlur={() => touch(key)}
      />
      <Field.ErrorText>{errorOf(key)}</Field.ErrorText>
    </Field.Root>
  );
  const phoneField = (key: PhoneKey, label: string, required: boolean) => (
    <PhoneField
      label={label}
      value={values.phones[key]}
      required={required}
      error={errorOf(key)}
      onChange={(next) => setPhone(key, next)}
      onBlur={() => touch(key)}
    />
  );

  return (
    <>
      <AccountDialogFrame
        title={t('dataUpdate.title')}
        width={1000}
        closeLabel={t('dataUpdate.close')}
        forced={false}
        onClose={onClose}
      >
        <Dialog.Body>
          <Stack gap="4">
            <Text>{t('dataUpdate.intro')}</Text>
            <Text fontSize="sm" color="gray.700">
              {t('dataUpdate.requiredNote')}
            </Text>
            {submit.isError && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator>
                  <Icon name="warning" />
                </Alert.Indicator>
                <Alert.Description fontSize="md">{submit.error.message}</Alert.Description>
              </Alert.Root>
            )}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {form === 'supplier' && (
                <>
                  <Field.Root readOnly>
                    <Field.Label fontSize="md">{t('dataUpdate.userName')}</Field.Label>
                    <Input readOnly value={userName} />
                  </Field.Root>
                  <Field.Root readOnly>
                    <Field.Label fontSize="md">{t('dataUpdate.taxId')}</Field.Label>
                    <Input readOnly value={taxId ?? ''} />
                  </Field.Root>
                  {textField('SalesRepresentative', t('dataUpdate.salesRepresentative'), true)}
                </>
              )}
              {phoneField('PhoneNumber', t('dataUpdate.phone'), true)}
              {phoneField('PhoneNumberHome', t('dataUpdate.phoneHome'), true)}
              {textField('Email', t('dataUpdate.email'), form === 'lessor', 'email')}
              {form === 'lessor' && (
                <>
                  {textField('ZipCode', t('dataUpdate.zipCode'), true)}
                  {textField('ContactName', t('dataUpdate.contactName'), false)}
                  {phoneField('PhoneNumberAdditional', t('dataUpdate.phoneAdditional'), false)}
                  {textField('ContactEmail', t('dataUpdate.contactEmail'), false, 'email')}
                </>
              )}
            </SimpleGrid>
            <Text fontSize="sm" color="gray.700">
              {t('dataUpdate.dates', {
                current: formatDataUpdateDate(dates.current),
                next: formatDataUpdateDate(dates.next),
              })}
            </Text>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button
            minH="11"
            disabled={problems.length > 0}
            loading={submit.isPending}
            loadingText={t('dataUpdate.saving')}
            onClick={() => submit.mutate(data)}
          >
            {t('dataUpdate.save')}
          </Button>
        </Dialog.Footer>
      </AccountDialogFrame>
      {otpOpen && (
        <OtpDialog
          phone={data.PhoneNumber}
          resend={() => sendContactData(data)}
          onClose={() => setOtpOpen(false)}
          onVerified={(message) => {
            setOtpOpen(false);
            onUpdated(message);
          }}
          onLogout={onLogout}
          countdownSeconds={props.codeCountdownSeconds}
        />
      )}
    </>
  );
}
