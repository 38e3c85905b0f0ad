/**
 * The orders as cards on phones and tablets (under 1280 px): what a crew looks for first (site,
 * status, date and time) in large type, the rest in short phrases that flow onto as many lines as
 * the width needs, then the labelled actions across the card's foot. "Seleccionar todas" is above,
 * in the toolbar.
 *
 * A tablet shows "Todas" too (hundreds of cards): like the table, the cards are plain elements
 * drawn with class names made once per list (StyleClasses), each card is redrawn only when what
 * it shows changes, and the browser skips the cards out of view until they are scrolled to
 * (content-visibility), while they stay in the page for find-in-page and assistive technology.
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionButtonStyles } from '../../../components/ui/action-buttons';
import { SELECT_CHECKBOX_STYLES, SelectCheckbox } from '../../../components/ui/select-checkbox';
import { PlainStatusChip, statusChipStyles } from '../../../components/ui/status-chip';
import { StyleClasses } from '../../../components/ui/style-classes';
import { orderStatusLabel } from '../../../domain/maintenance';
import { toLanguage } from '../../../protocol/envelope';
import { useOrderItemCallbacks } from '../hooks/use-order-item-callbacks';
import { orderRowTexts } from '../lib/list-texts';
import { sameOrderItem, type OrderItemProps } from '../lib/order-item';
import { scheduledText, STATUS_TONES, type OrdersViewProps } from '../lib/orders-view';
import { MAINTENANCE_ICON_PATHS } from './maintenance-icon';
import { OfflineBadge, type OfflineCopyActions } from './offline-badge';
import { OrderRowActions } from './order-row-actions';

/** One phrase of a card: a line of its own on phones, from 768 px separated from the next by a dot. */
const phrase: SystemStyleObject = {
  display: 'block',
  md: { display: 'inline' },
  _notLast: {
    _after: {
      content: '"·"',
      color: 'gray.500',
      mx: '2',
      display: 'none',
      md: { display: 'inline' },
    },
  },
};

/**
 * A card out of view is drawn only when scrolled to; until then it holds its last height, or
 * about that of a card on a tablet.
 */
const card: SystemStyleObject = {
  display: 'flex',
  flexDirection: 'column',
  borderWidth: '1px',
  borderColor: 'gray.300',
  rounded: 'md',
  p: '3',
  gap: '2',
  minW: '0',
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 12rem',
};

const CARD_STYLES = {
  list: { display: 'flex', flexDirection: 'column', gap: '3', listStyleType: 'none' },
  card: { ...card, bg: 'white' },
  cardSelected: { ...card, bg: 'brand.subtle' },
  top: { display: 'flex', alignItems: 'start', gap: '2' },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    flex: '1',
    minW: '0',
    fontSize: 'md',
  },
  headline: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'start',
    gap: '2',
    flexWrap: 'wrap',
  },
  site: { fontSize: 'lg' },
  bold: { fontWeight: 'bold' },
  phrases: {
    display: 'flex',
    flexWrap: 'wrap',
    flexDirection: { base: 'column', md: 'row' },
    alignItems: { base: 'start', md: 'center' },
  },
  phrasesMuted: {
    display: 'flex',
    flexWrap: 'wrap',
    color: 'gray.700',
    flexDirection: { base: 'column', md: 'row' },
  },
  phrase,
  phraseStrong: { ...phrase, fontWeight: 'semibold' },
  when: { display: 'inline-flex', alignItems: 'center', gap: '1.5' },
  whenIcon: { boxSize: '4.5', flexShrink: 0 },
  foot: { pt: '2', borderTopWidth: '1px', borderColor: 'gray.200' },
} satisfies Record<string, SystemStyleObject>;

type CardClasses = Readonly<Record<keyof typeof CARD_STYLES, string>>;

export function OrderCards(props: OrdersViewProps & OfflineCopyActions) {
  const { t, i18n } = useTranslation('maintenance');
  const { rows, selected } = props;
  const buttonStyles = useActionButtonStyles();
  const language = toLanguage(i18n.language);
  const texts = useMemo(() => orderRowTexts(t), [t]);
  const { onToggle, onAction, onRemoveOffline } = useOrderItemCallbacks(props);
  return (
    <StyleClasses styles={CARD_STYLES}>
      {(c) => (
        <StyleClasses styles={statusChipStyles('md')}>
          {(chip) => (
            <StyleClasses styles={buttonStyles}>
              {(buttons) => (
                <StyleClasses styles={SELECT_CHECKBOX_STYLES}>
                  {(check) => (
                    <ul className={c.list}>
                      {rows.map((row) => (
                        <OrderCard
                          key={row.AUFNR}
                          row={row}
                          selected={selected.has(row.AUFNR)}
                          supplier={props.supplierOf(row)}
                          actions={props.actionsOf(row)}
                          statusText={orderStatusLabel(row.STATUS, language)}
                          offline={props.offline[row.AUFNR]}
                          now={props.now}
                          onToggle={onToggle}
                          onAction={onAction}
                          onRemoveOffline={onRemoveOffline}
                          removingOffline={props.removingOffline}
                          texts={texts}
                          c={c}
                          chip={chip}
                          buttons={buttons}
                          check={check}
                        />
                      ))}
                    </ul>
                  )}
                </StyleClasses>
              )}
            </StyleClasses>
          )}
        </StyleClasses>
      )}
    </StyleClasses>
  );
}

type OrderCardProps = OrderItemProps<CardClasses>;

const OrderCard = memo(function OrderCard({
  row,
  selected,
  supplier,
  actions,
  statusText,
  offline,
  now,
  onToggle,
  onAction,
  onRemoveOffline,
  removingOffline,
  texts,
  c,
  chip,
  buttons,
  check,
}: OrderCardProps) {
  return (
    <li className={selected ? c.cardSelected : c.card}>
      <div className={c.top}>
        <SelectCheckbox
          label={texts.selectOrder(row.AUFNR)}
          checked={selected}
          onChange={() => onToggle(row.AUFNR)}
          classes={check}
        />
        <div className={c.body}>
          <div className={c.headline}>
            <p className={c.site}>
              <span className={c.bold}>{row.FUNCT_LOC}</span> {row.DESCRIPT}
            </p>
            <PlainStatusChip tone={STATUS_TONES[row.STATUS]} classes={chip}>
              {statusText}
            </PlainStatusChip>
          </div>
          <div className={c.phrases}>
            <span className={c.phraseStrong}>
              <span className={c.when}>
                <svg
                  className={c.whenIcon}
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden
                >
                  <path d={MAINTENANCE_ICON_PATHS.reassignDate} />
                </svg>
                {scheduledText(row)}
              </span>
            </span>
            <span className={c.phrase}>{texts.cardOrder(row.AUFNR)}</span>
            <span className={c.phrase}>{row.AUART_TXT}</span>
          </div>
          <div className={c.phrasesMuted}>
            <span className={c.phrase}>
              {row.CITY1} / {row.REGION}
            </span>
            <span className={c.phrase}>
              {texts.crew}: {row.WORK_CNTR || texts.noCrew}
            </span>
            <span className={c.phrase}>{texts.cardSupplier(supplier)}</span>
          </div>
          {offline && (
            <OfflineBadge
              orderCode={row.AUFNR}
              summary={offline}
              serverVersion={row.VERSION}
              now={now}
              onRemoveOffline={onRemoveOffline}
              removingOffline={removingOffline}
            />
          )}
        </div>
      </div>
      <div className={c.foot}>
        <OrderRowActions
          orderCode={row.AUFNR}
          actions={actions}
          onAction={(action) => onAction(row, action)}
          texts={texts}
          classes={buttons}
        />
      </div>
    </li>
  );
}, sameOrderItem);
