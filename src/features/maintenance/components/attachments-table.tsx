/**
 * The order's attachments, five per page (spec 3 §9): a table from 1024 px, cards below (a
 * tablet held upright, a phone); each row with "Ver" (consult and edit), "Descargar" and, apart
 * and in red, "Eliminar", and the "saved on this device" mark while a change of it waits to be
 * sent. Words wrap whole, at spaces; dates read dd-mm-yyyy HH:mm.
 */
import { Badge, Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '../../../components/ui/row-action-button';
import { ATTACHMENT_PAGE_SIZE } from '../../../domain/maintenance/attachments';
import { formatDateTime } from '../../../lib/date-format';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { AttachmentRow } from '../local/attachment-model';
import { MAINTENANCE_ICON_PATHS, MaintenanceIcon } from './maintenance-icon';

const Th = chakra('th', {
  base: {
    textAlign: 'start',
    px: '2',
    py: '2',
    fontWeight: 'semibold',
    fontSize: 'sm',
    bg: 'gray.100',
    borderBottomWidth: '1px',
    borderColor: 'gray.300',
  },
});
const Td = chakra('td', {
  base: {
    px: '2',
    py: '2',
    fontSize: 'sm',
    verticalAlign: 'top',
    borderBottomWidth: '1px',
    borderColor: 'gray.200',
    // Whole words: a break inside a word only when the word alone is wider than its column.
    overflowWrap: 'break-word',
    wordBreak: 'normal',
  },
});

export interface AttachmentsTableProps {
  orderCode: string;
  rows: readonly AttachmentRow[];
  /** Zero-based page. */
  page: number;
  onPage: (page: number) => void;
  onConsult: (row: AttachmentRow) => void;
  onDownload: (row: AttachmentRow) => void;
  onDelete: (row: AttachmentRow) => void;
}

function RowActions({
  row,
  onConsult,
  onDownload,
  onDelete,
  stacked,
}: Pick<AttachmentsTableProps, 'onConsult' | 'onDownload' | 'onDelete'> & {
  row: AttachmentRow;
  /** In a table cell: one under the other; in a card: in a row, "Eliminar" at the far end. */
  stacked: boolean;
}) {
  const { t } = useTranslation('maintenance');
  const name = row.fileName;
  const remove = (
    <RowActionButton
      label={t('attachments.deleteButton')}
      accessibleName={t('attachments.delete', { name })}
      iconPath={MAINTENANCE_ICON_PATHS.delete}
      tone="danger"
      onClick={() => onDelete(row)}
    />
  );
  return (
    <Flex
      gap="2"
      direction={stacked ? 'column' : 'row'}
      align={stacked ? 'stretch' : 'center'}
      justify="space-between"
      wrap="wrap"
    >
      <Flex gap="2" direction={stacked ? 'column' : 'row'} wrap="wrap">
        <RowActionButton
          label={t('attachments.consultButton')}
          accessibleName={t('attachments.consult', { name })}
          iconPath={MAINTENANCE_ICON_PATHS.consult}
          onClick={() => onConsult(row)}
        />
        <RowActionButton
          label={t('attachments.downloadButton')}
          accessibleName={t('attachments.download', { name })}
          iconPath={MAINTENANCE_ICON_PATHS.download}
          onClick={() => onDownload(row)}
        />
      </Flex>
      {stacked ? (
        <Flex direction="column" borderTopWidth="1px" borderColor="gray.200" pt="2">
          {remove}
        </Flex>
      ) : (
        remove
      )}
    </Flex>
  );
}

function PendingMark() {
  const { t } = useTranslation('maintenance');
  return (
    <Badge colorPalette="orange" variant="subtle" whiteSpace="normal">
      {t('attachments.pending')}
    </Badge>
  );
}

export function AttachmentsTable(props: AttachmentsTableProps) {
  const { t } = useTranslation('maintenance');
  const wide = useMediaQuery('(min-width: 1024px)');
  const { rows } = props;
  const pages = Math.max(1, Math.ceil(rows.length / ATTACHMENT_PAGE_SIZE));
  const page = Math.min(props.page, pages - 1);
  const shown = rows.slice(page * ATTACHMENT_PAGE_SIZE, (page + 1) * ATTACHMENT_PAGE_SIZE);
  const label = t('attachments.tableLabel', { order: props.orderCode });

  if (rows.length === 0) {
    return (
      <Text color="fg.muted" role="status">
        {t('attachments.empty')}
      </Text>
    );
  }

  const list = wide ? (
    <Box overflowX="auto" bg="white" borderWidth="1px" borderColor="gray.200" rounded="md">
      <chakra.table w="full" borderCollapse="collapse" aria-label={label}>
        <thead>
          <tr>
            <Th>{t('attachments.descriptionFile')}</Th>
            <Th>{t('attachments.type')}</Th>
            <Th>{t('attachments.notes')}</Th>
            <Th>{t('attachments.createdByDate')}</Th>
            <Th>{t('attachments.actions')}</Th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.key}>
              <Td>
                <Text fontWeight="semibold">{row.description}</Text>
                <Text>
                  <chakra.span srOnly>{t('attachments.file')}: </chakra.span>
                  {row.fileName}
                </Text>
                {row.pending && (
                  <Box mt="1">
                    <PendingMark />
                  </Box>
                )}
              </Td>
              <Td>{row.typeName}</Td>
              <Td>{row.notes}</Td>
              <Td>
                {row.createdBy}
                <Text color="fg.muted" whiteSpace="nowrap">
                  {formatDateTime(row.createdDate)}
                </Text>
              </Td>
              <Td>
                <RowActions row={row} {...props} stacked />
              </Td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  ) : (
    <chakra.ul
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}
      gap="3"
      aria-label={label}
    >
      {shown.map((row) => (
        <chakra.li
          key={row.key}
          bg="white"
          borderWidth="1px"
          borderColor="gray.300"
          rounded="md"
          p="3"
          display="flex"
          flexDirection="column"
          gap="3"
          overflowWrap="break-word"
        >
          <Stack gap="1" flex="1">
            <Text fontWeight="semibold" fontSize="md">
              {row.description}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {row.typeName}
            </Text>
            {row.notes && <Text fontSize="md">{row.notes}</Text>}
            <Text fontSize="md">
              <chakra.span srOnly>{t('attachments.file')}: </chakra.span>
              {row.fileName}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {row.createdBy} ·{' '}
              <chakra.span whiteSpace="nowrap">{formatDateTime(row.createdDate)}</chakra.span>
            </Text>
            {row.pending && <PendingMark />}
          </Stack>
          <RowActions row={row} {...props} stacked={false} />
        </chakra.li>
      ))}
    </chakra.ul>
  );

  return (
    <Stack gap="3">
      {list}
      {pages > 1 && (
        <Flex as="nav" aria-label={t('attachments.paging')} gap="2" align="center" justify="end">
          <Button
            variant="outline"
            minH="11"
            disabled={page === 0}
            aria-label={t('attachments.previous')}
            onClick={() => props.onPage(page - 1)}
          >
            <MaintenanceIcon name="chevronLeft" />
          </Button>
          <Text fontSize="sm" aria-live="polite">
            {t('attachments.page', { page: page + 1, pages })}
          </Text>
          <Button
            variant="outline"
            minH="11"
            disabled={page >= pages - 1}
            aria-label={t('attachments.next')}
            onClick={() => props.onPage(page + 1)}
          >
            <MaintenanceIcon name="chevronRight" />
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
