/**
 * The buttons of one supplier row: edit, delete and log, each named with the supplier so a
 * screen reader tells them apart. Visualizar sees edit and delete disabled (spec 2 §6).
 */
import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SupplierRow } from '../../../protocol/supplier-admin';
import { SupplierIcon, type SupplierAction } from './supplier-icon';

const ACTIONS: readonly SupplierAction[] = ['edit', 'delete', 'log'];

export interface SupplierRowActionsProps {
  row: SupplierRow;
  viewOnly: boolean;
  onAction: (row: SupplierRow, action: SupplierAction) => void;
}

export function SupplierRowActions({ row, viewOnly, onAction }: SupplierRowActionsProps) {
  const { t } = useTranslation('suppliersAdmin');
  return (
    <HStack gap="1" flexWrap="nowrap">
      {ACTIONS.map((action) => (
        <Button
          key={action}
          aria-label={t(`actions.${action}Of`, { name: row.Name })}
          variant="ghost"
          size="sm"
          minW="11"
          minH="11"
          px="2"
          colorPalette={action === 'delete' ? 'red' : undefined}
          disabled={viewOnly && action !== 'log'}
          onClick={(event) => {
            // The row itself opens the supplier; a button does only its own action.
            event.stopPropagation();
            onAction(row, action);
          }}
        >
          <SupplierIcon name={action} />
          {t(`actions.${action}`)}
        </Button>
      ))}
    </HStack>
  );
}

/** The supplier's name as the button that opens it read-only (the row click does the same). */
export function SupplierNameButton({
  row,
  onOpen,
}: {
  row: SupplierRow;
  onOpen: (row: SupplierRow) => void;
}) {
  const { t } = useTranslation('suppliersAdmin');
  return (
    <Button
      variant="plain"
      size="sm"
      px="0"
      minH="11"
      h="auto"
      color="brand.fg"
      textDecoration="underline"
      whiteSpace="normal"
      textAlign="start"
      justifyContent="flex-start"
      aria-label={t('actions.view', { name: row.Name })}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(row);
      }}
    >
      {row.Name}
    </Button>
  );
}
