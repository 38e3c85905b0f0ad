/**
 * The dialogs the crew, region and client pages share: the search dialog (name and code; neither
 * is alertSearchCrew / alertSearchRegion / alertSearchClient, spec 3 §5.6), the delete confirmation
 * and the log (date, action, author, newest first, from api/event).
 */
import { Button, chakra, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { EventsTable } from '../../../components/ui/events-table';
import { clientSearchProblem } from '../../../domain/client-admin';
import { crewSearchProblem, regionSearchProblem, CREW_LIMITS } from '../../../domain/crew-admin';
import { showAlert } from '../../../lib/alert-store';
import { getLanguage } from '../../../lib/language';
import { message } from '../../../protocol/messages';
import { eventsQueryOptions, type AdminEntity } from '../api/crew-api';

const SEARCH_PROBLEM = {
  Crew: crewSearchProblem,
  Region: regionSearchProblem,
  Client: clientSearchProblem,
} satisfies Record<AdminEntity, unknown>;

export interface SearchValues {
  Name: string;
  Code: string;
}
export const EMPTY_SEARCH: SearchValues = { Name: '', Code: '' };

export function SearchDialog({
  entity,
  initial,
  onClose,
  onSearch,
}: {
  entity: AdminEntity;
  initial: SearchValues;
  onClose: () => void;
  onSearch: (values: SearchValues) => void;
}) {
  const { t } = useTranslation('crewsAdmin');
  const [values, setValues] = useState(initial);
  const formId = `${entity}-search-form`;
  const field = (key: keyof SearchValues, max: number) => (
    <Field.Root>
      <Field.Label>{t(`search.${key}`)}</Field.Label>
      <Input
        bg="white"
        minH="11"
        maxLength={max}
        autoComplete="off"
        value={values[key]}
        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      />
    </Field.Root>
  );
  return (
    <DialogFrame
      title={t(`${entity}.searchTitle`)}
      width={800}
      onClose={onClose}
      footer={
        <>
          <Button minH="11" variant="outline" onClick={() => setValues(EMPTY_SEARCH)}>
            {t('search.reset')}
          </Button>
          <Button minH="11" type="submit" form={formId}>
            {t('search.submit')}
          </Button>
        </>
      }
    >
      <chakra.form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const problem = SEARCH_PROBLEM[entity](values);
          if (problem) {
            const field = problem.params.field;
            showAlert({
              type: 'warning',
              message: message(problem.key, getLanguage(), {
                ...problem.params,
                ...(field === 'Name' || field === 'Code' ? { field: t(`search.${field}`) } : {}),
              }),
            });
            return;
          }
          onSearch(values);
        }}
      >
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {t('search.hint')}
          </Text>
          {field('Name', CREW_LIMITS.searchName)}
          {field('Code', CREW_LIMITS.searchCode)}
        </Stack>
      </chakra.form>
    </DialogFrame>
  );
}

export function DeleteDialog({
  name,
  code,
  deleting,
  onConfirm,
  onClose,
}: {
  name: string;
  code: string;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('crewsAdmin');
  return (
    <DialogFrame
      title={t('delete.title')}
      width={550}
      role="alertdialog"
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" minH="11" onClick={onClose}>
            {t('delete.cancel')}
          </Button>
          <Button colorPalette="red" minH="11" loading={deleting} onClick={onConfirm}>
            {t('delete.confirm')}
          </Button>
        </>
      }
    >
      <Text>{t('delete.prompt', { name, code })}</Text>
    </DialogFrame>
  );
}

const KNOWN_ACTIONS = [11, 31, 41] as const;
const isKnown = (id: number): id is (typeof KNOWN_ACTIONS)[number] =>
  (KNOWN_ACTIONS as readonly number[]).includes(id);

export function EventsDialog({
  entity,
  code,
  name,
  onClose,
}: {
  entity: AdminEntity;
  code: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('crewsAdmin');
  const events = useQuery(eventsQueryOptions(entity, code));
  return (
    <DialogFrame title={t('events.title', { name })} width={800} onClose={onClose}>
      <EventsTable
        events={events.data}
        error={events.error}
        labels={{
          caption: t('events.caption', { name }),
          date: t('events.date'),
          action: t('events.action'),
          by: t('events.by'),
          empty: t('events.empty'),
          loading: t('loading'),
          loadFailed: t('loadFailed'),
        }}
        actionText={(id) => (isKnown(id) ? t(`events.actions.${id}`) : String(id))}
      />
    </DialogFrame>
  );
}
