/**
 * The multiple update (spec 1 §2.8): the chosen users are activated or deactivated, and unlocked,
 * at once. Apply stays disabled, with the reason shown, until a change is chosen for at most
 * USER_MULTIPLE_MAX users.
 */
import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_MULTIPLE_MAX } from '../../../protocol/user-admin';
import {
  multipleIssue,
  NO_CHANGE,
  type MultipleChoice,
  type StatusChoice,
} from '../lib/multiple-update';
import { DialogFrame } from '../../../components/ui/dialog-frame';

export interface UserMultipleDialogProps {
  count: number;
  saving: boolean;
  onApply: (choice: MultipleChoice) => void;
  onClose: () => void;
}

const STATUSES: readonly StatusChoice[] = ['keep', 'activate', 'deactivate'];

export function UserMultipleDialog({ count, saving, onApply, onClose }: UserMultipleDialogProps) {
  const { t } = useTranslation('users');
  const [choice, setChoice] = useState<MultipleChoice>(NO_CHANGE);
  const issue = multipleIssue(count, choice);
  return (
    <DialogFrame
      title={t('multiple.title')}
      width={550}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" minH="11" onClick={onClose}>
            {t('multiple.cancel')}
          </Button>
          <Button
            minH="11"
            loading={saving}
            disabled={issue !== null}
            onClick={() => onApply(choice)}
          >
            {t('multiple.apply')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>{t('multiple.count', { count })}</Text>
        <chakra.fieldset>
          <chakra.legend fontWeight="semibold" mb="1">
            {t('multiple.status')}
          </chakra.legend>
          <Stack gap="0">
            {STATUSES.map((status) => (
              <chakra.label key={status} display="flex" alignItems="center" gap="2" minH="11">
                <chakra.input
                  type="radio"
                  name="multiple-status"
                  boxSize="5"
                  accentColor="var(--portal-primary, #0B3D91)"
                  checked={choice.status === status}
                  onChange={() => setChoice((c) => ({ ...c, status }))}
                />
                {t(`multiple.${status}`)}
              </chakra.label>
            ))}
          </Stack>
        </chakra.fieldset>
        <chakra.label display="flex" alignItems="center" gap="2" minH="11">
          <chakra.input
            type="checkbox"
            boxSize="5"
            accentColor="var(--portal-primary, #0B3D91)"
            checked={choice.unlock}
            onChange={(e) => {
              const unlock = e.currentTarget.checked;
              setChoice((c) => ({ ...c, unlock }));
            }}
          />
          {t('multiple.unlock')}
        </chakra.label>
        {issue && (
          <Text fontSize="sm" color="fg.muted" role="status">
            {t(`multiple.issue.${issue}`, { max: USER_MULTIPLE_MAX })}
          </Text>
        )}
      </Stack>
    </DialogFrame>
  );
}
