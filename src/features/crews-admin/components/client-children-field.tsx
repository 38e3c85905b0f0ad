/**
 * The associated clients of a principal in the client form: each with its SAP name, its users and
 * its active flag; one is added by its number (looked up in SAP, refused when it is unknown, the
 * principal itself, listed already or a principal client) and removed while no user acts for it.
 */
import { Box, Button, chakra, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledCheck } from '../../../components/ui/labelled-check';
import { childrenProblem } from '../../../domain/client-admin';
import { padClientId } from '../../../domain/customers/customers';
import { getLanguage } from '../../../lib/language';
import type { ClientLookupResponse } from '../../../protocol/client-admin';
import { message } from '../../../protocol/messages';

export interface Child {
  Code: string;
  Name: string;
  Active: boolean;
  Users: number;
}

/** A number looked up in SAP: its customer, or the reason it cannot be used. */
export type LookUp = (
  typed: string,
) => Promise<
  { ok: true; customer: ClientLookupResponse['Customer'] } | { ok: false; text: string }
>;

export function ClientChildrenField(props: {
  parentCode: string;
  value: readonly Child[];
  readOnly: boolean;
  error: string | null;
  lookUp: LookUp;
  onChange: (children: Child[]) => void;
  onError: (text: string | null) => void;
}) {
  const { t } = useTranslation('crewsAdmin');
  const { value, readOnly, error, onError } = props;
  const [newChild, setNewChild] = useState('');
  const [adding, setAdding] = useState(false);

  const addChild = async () => {
    const typed = newChild.trim();
    if (typed === '') return;
    setAdding(true);
    const result = await props.lookUp(typed);
    setAdding(false);
    if (!result.ok) {
      onError(result.text);
      return;
    }
    const c = result.customer;
    const problem = childrenProblem(padClientId(props.parentCode), [...value, { Code: c.Code }]);
    if (problem) {
      onError(message(problem.key, getLanguage(), problem.params));
      return;
    }
    if (c.InPortal === 'principal') {
      onError(message('clientChildIsPrincipal', getLanguage(), { code: c.Code }));
      return;
    }
    props.onChange([...value, { Code: c.Code, Name: c.Name, Active: true, Users: 0 }]);
    setNewChild('');
  };

  const setChild = (code: string, change: Partial<Child> | null) =>
    props.onChange(
      change === null
        ? value.filter((c) => c.Code !== code)
        : value.map((c) => (c.Code === code ? { ...c, ...change } : c)),
    );

  return (
    <Stack as="fieldset" gap="3" borderTopWidth="1px" borderColor="gray.200" pt="3">
      <chakra.legend fontWeight="semibold" pb="1">
        {t('Client.form.Children')}
      </chakra.legend>
      {value.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('Client.form.noChildren')}
        </Text>
      ) : (
        <Stack
          as="ul"
          gap="2"
          listStyleType="none"
          p="0"
          m="0"
          aria-label={t('Client.form.Children')}
        >
          {value.map((c) => (
            <Box as="li" key={c.Code} borderWidth="1px" borderColor="gray.200" rounded="md" p="2">
              <Text fontWeight="medium" wordBreak="break-word">
                {c.Name ? `${c.Code} – ${c.Name}` : c.Code}
              </Text>
              {c.Users > 0 && (
                <Text fontSize="sm" color="fg.muted">
                  {t('Client.form.childUsers', { count: c.Users })}
                  {!readOnly && ` ${t('Client.form.childKeep')}`}
                </Text>
              )}
              <HStack gap="3" wrap="wrap">
                <LabelledCheck
                  checked={c.Active}
                  disabled={readOnly}
                  onChange={(checked) => setChild(c.Code, { Active: checked })}
                >
                  {t('Client.form.childActive', { code: c.Code })}
                </LabelledCheck>
                {!readOnly && (
                  <Button
                    minH="11"
                    variant="outline"
                    colorPalette="red"
                    disabled={c.Users > 0}
                    aria-label={t('Client.form.removeChild', { code: c.Code })}
                    onClick={() => setChild(c.Code, null)}
                  >
                    {t('Client.form.remove')}
                  </Button>
                )}
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
      {!readOnly && (
        <Field.Root invalid={error !== null}>
          <Field.Label>{t('Client.form.newChild')}</Field.Label>
          <HStack gap="2" align="start" wrap="wrap">
            <Input
              bg="white"
              minH="11"
              flex="1"
              minW="40"
              maxLength={10}
              inputMode="numeric"
              autoComplete="off"
              value={newChild}
              onChange={(e) => {
                setNewChild(e.target.value);
                onError(null);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void addChild();
                }
              }}
            />
            <Button minH="11" variant="outline" loading={adding} onClick={() => void addChild()}>
              {t('Client.form.addChild')}
            </Button>
          </HStack>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      )}
    </Stack>
  );
}
