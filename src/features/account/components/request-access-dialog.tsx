/**
 * The request-access dialog of the sign-in page (spec 1 §2.4, §4 Request access, §5): lessor or
 * supplier (mutually exclusive), RFC, partner number labelled by type, site id for lessors,
 * e-mail and the optional captcha. The form is sent once to api/RequestAccess 11; the server's
 * MESSAGE on a refusal stays in the dialog (sticky) until the next attempt.
 */
import {
  Alert,
  Button,
  chakra,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  accessRequestProblems,
  requestAccessSubmitEnabled,
  type AccessRequestForm,
  type AccessRequestProblem,
  type PartnerType,
} from '../../../domain/account/request-access';
import { Icon } from '../../../components/ui/icon';
import { useLazyRecipes } from '../../../components/ui/use-lazy-recipes';
import type { AccessRequestWire } from '../../../protocol/request-access';
import { sendAccessRequest } from '../api/request-access';
import { mutationOutcome } from './mutation-outcome';

/** The server answers the same problems with these texts of its catalogue (messages). */
const PROBLEM_KEY = {
  requestAccessTypeRequired: 'messages:requestAccessTypeRequired',
  dataLabelRequired: 'messages:dataLabelRequired',
  validateRfc: 'messages:validateRfc',
  validatePartnerId: 'messages:validatePartnerId',
  validateEmail: 'requestAccess.emailInvalid',
} as const satisfies Record<AccessRequestProblem, string>;

const PARTNER_LABEL = {
  LESSOR: 'requestAccess.partnerLessor',
  SUPPLIER: 'requestAccess.partnerSupplier',
  none: 'requestAccess.partnerNone',
} as const satisfies Record<PartnerType | 'none', string>;

export interface RequestAccessDialogProps {
  onClose: () => void;
  /** The site's GoogleRecaptcha flag: submit waits for a verified captcha. */
  captchaRequired: boolean;
  /** Renders the captcha challenge; it reports the answer token, or null when it expires. */
  renderCaptcha?: (onChange: (token: string | null) => void) => ReactNode;
}

export function RequestAccessDialog({
  onClose,
  captchaRequired,
  renderCaptcha,
}: RequestAccessDialogProps) {
  useLazyRecipes();
  const { t } = useTranslation(['account', 'messages']);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const onCaptcha = useCallback((token: string | null) => setCaptcha(token), []);
  const send = useMutation({
    mutationFn: (request: AccessRequestWire) =>
      sendAccessRequest(request, captchaRequired ? captcha : null),
    onError: () => {
      if (captchaRequired) {
        // A captcha answer is single-use: a refused request shows a fresh challenge.
        setCaptcha(null);
        setCaptchaRound((n) => n + 1);
      }
    },
  });

  // The rules are the domain's (the server applies the same ones); the first problem of each
  // field is shown under it, in the UI language.
  const resolver: Resolver<AccessRequestForm> = (values) => {
    const errors: FieldErrors<AccessRequestForm> = {};
    for (const { field, problem } of accessRequestProblems(values)) {
      errors[field] ??= { type: problem, message: t(PROBLEM_KEY[problem]) };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<AccessRequestForm>({
    resolver,
    defaultValues: { Type: null, TIN: '', PartnerId: '', SiteId: '', Email: '' },
  });
  const type = useWatch({ control, name: 'Type' });
  const sent = send.isSuccess;
  const outcome = mutationOutcome(send);
  // Held for an administrator's review (the typed e-mail is not the partner's in the ERP): an
  // information, not a done deal, and it stays in the dialog until it is closed.
  const inReview = send.data?.Outcome === 'review';
  const outcomeRef = useRef<HTMLDivElement>(null);
  const outcomeText = outcome?.text;
  // The answer appears above the form: on a phone the form was scrolled past it to reach the
  // button. An accepted request leaves nothing else to do, so its message takes the focus.
  useEffect(() => {
    const shown = outcomeRef.current;
    if (!outcomeText || !shown) return;
    if (sent) shown.focus();
    else shown.scrollIntoView({ block: 'nearest' });
  }, [outcomeText, sent]);
  const canSubmit = requestAccessSubmitEnabled(type, captchaRequired, captcha !== null);

  const choose = (next: PartnerType, checked: boolean) =>
    setValue('Type', checked ? next : null, { shouldValidate: isSubmitted });

  const onSubmit = handleSubmit((values) =>
    send.mutate({
      Type: values.Type,
      TIN: values.TIN.trim().toUpperCase(),
      PartnerId: values.PartnerId.trim(),
      SiteId: values.Type === 'LESSOR' ? (values.SiteId ?? '').trim() : null,
      Email: values.Email.trim(),
    }),
  );

  const typeBox = (value: PartnerType, label: string) => (
    <chakra.label display="flex" alignItems="center" gap="3" minH="11" cursor="pointer">
      <chakra.input
        type="checkbox"
        checked={type === value}
        disabled={sent}
        onChange={(e) => choose(value, e.currentTarget.checked)}
        boxSize="5"
        flexShrink="0"
        accentColor="var(--portal-primary, #0B3D91)"
        cursor="pointer"
      />
      <Text as="span" fontWeight="medium">
        {label}
      </Text>
    </chakra.label>
  );

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content maxW="800px">
            <Dialog.Header>
              <Dialog.Title>{t('requestAccess.title')}</Dialog.Title>
            </Dialog.Header>
            <Stack asChild gap="0">
              <form onSubmit={onSubmit} noValidate>
                <Dialog.Body>
                  <Stack gap="4">
                    <Text>{t('requestAccess.intro')}</Text>
                    {outcome && (
                      <Alert.Root
                        ref={outcomeRef}
                        tabIndex={-1}
                        status={outcome.ok ? (inReview ? 'info' : 'success') : 'error'}
                        role={outcome.ok ? 'status' : 'alert'}
                      >
                        <Alert.Indicator>
                          <Icon name={outcome.ok ? (inReview ? 'info' : 'success') : 'warning'} />
                        </Alert.Indicator>
                        <Alert.Description fontSize="md">{outcome.text}</Alert.Description>
                      </Alert.Root>
                    )}
                    <chakra.fieldset
                      borderWidth="0"
                      p="0"
                      m="0"
                      minW="0"
                      aria-describedby={errors.Type ? 'request-access-type-error' : undefined}
                    >
                      <chakra.legend fontWeight="medium" mb="1">
                        {t('requestAccess.typeLegend')}
                      </chakra.legend>
                      <HStack gap="6" wrap="wrap">
                        {typeBox('LESSOR', t('requestAccess.lessor'))}
                        {typeBox('SUPPLIER', t('requestAccess.supplier'))}
                      </HStack>
                      {errors.Type && (
                        <Text id="request-access-type-error" color="red.700" fontSize="sm">
                          {errors.Type.message}
                        </Text>
                      )}
                    </chakra.fieldset>
                    <Stack direction={{ base: 'column', md: 'row' }} gap="4">
                      <Field.Root invalid={!!errors.TIN} disabled={sent}>
                        <Field.Label fontSize="md">{t('requestAccess.tin')}</Field.Label>
                        <Input
                          autoCapitalize="characters"
                          spellCheck={false}
                          maxLength={13}
                          {...register('TIN')}
                        />
                        <Field.HelperText color="gray.700">
                          {t('requestAccess.tinHelp')}
                        </Field.HelperText>
                        <Field.ErrorText>{errors.TIN?.message}</Field.ErrorText>
                      </Field.Root>
                      <Field.Root invalid={!!errors.PartnerId} disabled={sent}>
                        <Field.Label fontSize="md">{t(PARTNER_LABEL[type ?? 'none'])}</Field.Label>
                        <Input inputMode="numeric" maxLength={10} {...register('PartnerId')} />
                        <Field.ErrorText>{errors.PartnerId?.message}</Field.ErrorText>
                      </Field.Root>
                    </Stack>
                    <Stack direction={{ base: 'column', md: 'row' }} gap="4">
                      {type === 'LESSOR' && (
                        <Field.Root invalid={!!errors.SiteId} disabled={sent}>
                          <Field.Label fontSize="md">{t('requestAccess.siteId')}</Field.Label>
                          <Input spellCheck={false} maxLength={40} {...register('SiteId')} />
                          <Field.ErrorText>{errors.SiteId?.message}</Field.ErrorText>
                        </Field.Root>
                      )}
                      <Field.Root invalid={!!errors.Email} disabled={sent}>
                        <Field.Label fontSize="md">{t('requestAccess.email')}</Field.Label>
                        <Input
                          type="email"
                          autoComplete="email"
                          maxLength={256}
                          {...register('Email')}
                        />
                        <Field.ErrorText>{errors.Email?.message}</Field.ErrorText>
                      </Field.Root>
                    </Stack>
                    {captchaRequired && !sent && renderCaptcha && (
                      <Fragment key={captchaRound}>{renderCaptcha(onCaptcha)}</Fragment>
                    )}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  {sent ? (
                    <Button minH="11" onClick={onClose}>
                      {t('requestAccess.close')}
                    </Button>
                  ) : (
                    <>
                      <Button variant="outline" minH="11" onClick={onClose}>
                        {t('requestAccess.cancel')}
                      </Button>
                      <Button
                        type="submit"
                        minH="11"
                        disabled={!canSubmit}
                        loading={send.isPending}
                        loadingText={t('requestAccess.submitting')}
                      >
                        {t('requestAccess.submit')}
                      </Button>
                    </>
                  )}
                </Dialog.Footer>
              </form>
            </Stack>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t('requestAccess.close')} minW="11" minH="11">
                <Icon name="close" />
              </CloseButton>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
