/**
 * The home page's lead for a user with maintenance pages: "Órdenes por revisar (12)" opening their
 * work page on those orders, and "Disponibles sin conexión (3)" opening it on the orders kept on
 * this device. Both counts are real: the count the page's list answers with its first page
 * ("1000+" past the server's count limit) and the device's store.
 */
import { Box, chakra, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { orderStatusLabel } from '../../../domain/maintenance';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { toLanguage } from '../../../protocol/envelope';
import { useMaintenanceWork, type MaintenanceWorkInput } from '../hooks/use-maintenance-work';
import type { OrdersSearch } from '../lib/orders-search';
import type { WorkPage } from '../lib/work-summary';
import { MaintenanceIcon, type MaintenanceIconName } from './maintenance-icon';

const cardStyle = {
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '4',
  minH: '11',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'gray.300',
  rounded: 'lg',
  boxShadow: 'xs',
  textDecoration: 'none',
  color: 'gray.900',
  _hover: { borderColor: 'brand.solid', boxShadow: 'md' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
} as const;

/** A link to the work page with `search`, typed by the page's own route. */
function WorkLink({
  page,
  search,
  children,
}: {
  page: WorkPage;
  search: OrdersSearch;
  children: ReactNode;
}) {
  const link =
    page.mode === 'review' ? (
      <Link to="/mantenimiento_ordenes_mantenimiento" search={search}>
        {children}
      </Link>
    ) : page.mode === 'operator' ? (
      <Link
        to="/mantenimiento_ordenes_mantenimiento_{$product}"
        params={{ product: page.path.replace('/mantenimiento_ordenes_mantenimiento_', '') }}
        search={search}
      >
        {children}
      </Link>
    ) : (
      <Link to="/mantenimiento_ordenes_mantenimiento_consulta" search={search}>
        {children}
      </Link>
    );
  return (
    <chakra.a asChild {...cardStyle}>
      {link}
    </chakra.a>
  );
}

function CardBody({
  icon,
  title,
  count,
  hint,
}: {
  icon: MaintenanceIconName;
  title: string;
  count: string;
  hint: string;
}) {
  return (
    <>
      <Flex align="center" gap="2" color="brand.fg">
        <MaintenanceIcon name={icon} boxSize="6" />
        <Text as="span" fontSize="lg" fontWeight="semibold">
          {title}
        </Text>
      </Flex>
      <Text as="span" fontSize="4xl" fontWeight="bold" lineHeight="1.1">
        {count}
      </Text>
      <Flex as="span" align="center" justify="space-between" gap="2">
        <Text as="span" fontSize="md" color="gray.700">
          {hint}
        </Text>
        <MaintenanceIcon name="chevronRight" boxSize="6" />
      </Flex>
    </>
  );
}

export function MaintenanceWorkCards(props: MaintenanceWorkInput) {
  const { t, i18n } = useTranslation('maintenance');
  const online = useOnlineStatus();
  const work = useMaintenanceWork(props);
  if (!work) return null;
  const { page } = work;
  const unknown = online ? '…' : '—';
  const workTitle = page.reviewStatus ? t('work.toReview') : t('work.lastMonth');
  const workHint = page.reviewStatus
    ? t('work.toReviewHint', {
        status: orderStatusLabel(page.reviewStatus, toLanguage(i18n.language)),
      })
    : t('work.lastMonthHint');
  return (
    <Box as="section" aria-labelledby="home-work">
      <Heading as="h2" id="home-work" size="lg" mb="2">
        {t('work.title')}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" maxW="4xl">
        <WorkLink page={page} search={page.search}>
          <CardBody
            icon={page.reviewStatus ? 'validate' : 'consult'}
            title={workTitle}
            count={work.count === null ? unknown : `${work.count}${work.countMore ? '+' : ''}`}
            hint={work.count === null && !online ? t('work.offlineUnknown') : workHint}
          />
        </WorkLink>
        <WorkLink page={page} search={{ offline: 1 }}>
          <CardBody
            icon="offlineReady"
            title={t('work.kept')}
            count={work.kept === null ? '…' : String(work.kept)}
            hint={t('work.keptHint')}
          />
        </WorkLink>
      </SimpleGrid>
    </Box>
  );
}
