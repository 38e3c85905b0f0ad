/**
 * Above the orders: how many there are and how old the list is ("Lista de hace 3 h" without
 * connection, with what still works), "Actualizar", "Disponible sin conexión" for the chosen
 * orders, and the "Solo disponibles sin conexión" filter with how many of them are kept.
 */
import { Alert, Button, chakra, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgeText } from '../hooks/use-age-text';
import { MaintenanceIcon } from './maintenance-icon';

export interface OrdersToolbarProps {
  online: boolean;
  total: number;
  /** More orders match than `total` (the server counted up to a limit). */
  totalMore: boolean;
  /** When the list was answered by the server; 0 when unknown. */
  updatedAt: number;
  now: number;
  refreshing: boolean;
  onRefresh: () => void;
  selectedCount: number;
  taking: boolean;
  progress: { done: number; total: number } | null;
  onTakeOffline: () => void;
  /** Orders of this list kept on the device. */
  keptCount: number;
  onlyKept: boolean;
  onOnlyKept: (only: boolean) => void;
  /** "Seleccionar todas" where the list has no header row for it (the cards). */
  selectAll?: ReactNode;
}

export function OrdersToolbar(props: OrdersToolbarProps) {
  const { t } = useTranslation('maintenance');
  const age = useAgeText();
  const ageText =
    props.updatedAt > 0 ? age(props.updatedAt, Math.max(props.now, props.updatedAt)) : '';
  return (
    <Flex direction="column" gap="2">
      {!props.online && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title fontSize="md">
              {ageText ? t('list.offlineAge', { age: ageText }) : t('list.offlineTitle')}
            </Alert.Title>
            <Alert.Description fontSize="md">{t('list.offlineBody')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Flex align="center" justify="space-between" gap="2" wrap="wrap">
        <Text fontSize="md" role="status">
          {props.totalMore
            ? t('resultsMore', { total: props.total })
            : t('results', { count: props.total })}
          {props.selectedCount > 0 && ` · ${t('offline.selected', { count: props.selectedCount })}`}
          {props.progress && ` · ${t('offline.progress', props.progress)}`}
          {props.online && ageText && (
            <chakra.span color="gray.700"> · {t('list.updated', { age: ageText })}</chakra.span>
          )}
        </Text>
        <Flex gap="2" wrap="wrap">
          {props.online && (
            <Button
              variant="outline"
              minH="11"
              loading={props.refreshing}
              onClick={props.onRefresh}
            >
              <MaintenanceIcon name="refresh" />
              {t('list.refresh')}
            </Button>
          )}
          <Button
            minH="11"
            px="3"
            variant="outline"
            disabled={props.selectedCount === 0 || props.taking || !props.online}
            loading={props.taking}
            title={props.online ? undefined : t('offline.needsConnection')}
            onClick={props.onTakeOffline}
          >
            <MaintenanceIcon name="offlineReady" />
            {t('offline.take')}
          </Button>
        </Flex>
      </Flex>
      <Flex align="center" gap={{ base: '0', md: '6' }} wrap="wrap">
        <chakra.label display="inline-flex" alignItems="center" minH="11" cursor="pointer">
          <chakra.span display="inline-flex" justifyContent="center" alignItems="center" minW="11">
            <chakra.input
              type="checkbox"
              checked={props.onlyKept}
              onChange={(e) => props.onOnlyKept(e.currentTarget.checked)}
              boxSize="5"
              accentColor="var(--portal-primary, #0B3D91)"
              cursor="pointer"
            />
          </chakra.span>
          <Text as="span" fontSize="md">
            {t('list.onlyKept', { count: props.keptCount })}
          </Text>
        </chakra.label>
        {props.selectAll}
      </Flex>
    </Flex>
  );
}
