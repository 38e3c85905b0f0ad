/**
 * The order's attachments, five per page (spec 3 §9): a table from tablet width up, cards on a
 * phone; each row with consult, download and delete, and the "saved on this device" mark while a
 * change of it waits to be sent.
 */
import { Badge, Box, Button, chakra, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_PAGE_SIZE } from '../../../domain/maintenance/attachments';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { AttachmentRow } from '../local/attachment-model';
import { MaintenanceIcon } from './maintenance-icon';

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
    overflowWrap: 'anywhere',
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

/** The created date as a local day and time; the raw text when it is not a date. */
function createdText(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

function RowActions({
  row,
  onConsult,
  onDownload,
  onDelete,
}: Pick<AttachmentsTableProps, 'onConsult' | 'onDownload' | 'onDelete'> & { row: AttachmentRow }) {
  const { t } = useTranslation('maintenance');
  const name = row.fileName;
  return (
    <Flex gap="1" wrap="wrap">
      <IconButton
        variant="ghost"
        minW="11"
        minH="11"
        aria-label={t('attachments.consult', { name })}
        onClick={() => onConsult(row)}
      >
        <MaintenanceIcon name="consult" />
      </IconButton>
      <IconButton
        variant="ghost"
        minW="11"
        minH="11"
        aria-label={t('attachments.download', { name })}
        onClick={() => onDownload(row)}
      >
        <MaintenanceIcon name="download" />
      </IconButton>
      <IconButton
        variant="ghost"
        colorPalette="red"
        minW="11"
        minH="11"
        aria-label={t('attachments.delete', { name })}
        onClick={() => onDelete(row)}
      >
        <MaintenanceIcon name="close" />
      </IconButton>
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
  const { t, i18n } = useTranslation('maintenance');
  const wide = useMediaQuery('(min-width: 768px)');
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
            <Th>{t('attachments.type')}</Th>
            <Th>{t('attachments.description')}</Th>
            <Th>{t('attachments.notes')}</Th>
            <Th>{t('attachments.file')}</Th>
            <Th>{t('attachments.createdByDate')}</Th>
            <Th>{t('attachments.actions')}</Th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.key}>
              <Td>{row.typeName}</Td>
              <Td>
                {row.description}
                {row.pending && (
                  <Box mt="1">
                    <PendingMark />
                  </Box>
                )}
              </Td>
              <Td>{row.notes}</Td>
              <Td>{row.fileName}</Td>
              <Td>
                {row.createdBy}
                <Text color="fg.muted">{createdText(row.createdDate, i18n.language)}</Text>
              </Td>
              <Td>
                <RowActions row={row} {...props} />
              </Td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  ) : (
    <chakra.ul listStyleType="none" display="grid" gap="2" aria-label={label}>
      {shown.map((row) => (
        <chakra.li
          key={row.key}
          bg="white"
          borderWidth="1px"
          borderColor="gray.200"
          rounded="md"
          p="3"
        >
          <Stack gap="1" fontSize="sm">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {row.description}
            </Text>
            <Text color="fg.muted">{row.typeName}</Text>
            <Text overflowWrap="anywhere">{row.notes}</Text>
            <Text overflowWrap="anywhere">{row.fileName}</Text>
            <Text color="fg.muted">
              {row.createdBy} · {createdText(row.createdDate, i18n.language)}
            </Text>
            {row.pending && <PendingMark />}
            <RowActions row={row} {...props} />
          </Stack>
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
