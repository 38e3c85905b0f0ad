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
import { memo } from 'react';
import { SelectCheckbox } from '../../../components/ui/select-checkbox';
import { PlainStatusChip } from '../../../components/ui/status-chip';
import { sameOrderItem, type OrderItemProps } from '../lib/order-item';
import { scheduledText, STATUS_TONES, type OrdersViewProps } from '../lib/orders-view';
import { MAINTENANCE_ICON_PATHS } from './maintenance-icon';
import { OfflineBadge, type OfflineCopyActions } from './offline-badge';
import {
  itemActionsProps,
  itemCheckboxProps,
  itemOfflineBadgeProps,
  OrderItems,
} from './order-items';
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
  return (
    <OrderItems view={props} styles={CARD_STYLES} chipSize="md">
      {(c, itemOf) => (
        <ul className={c.list}>
          {props.rows.map((row) => (
            <OrderCard key={row.AUFNR} {...itemOf(row)} />
          ))}
        </ul>
      )}
    </OrderItems>
  );
}

type OrderCardProps = OrderItemProps<CardClasses>;

const OrderCard = memo(function OrderCard(item: OrderCardProps) {
  const { row, c, texts } = item;
  return (
    <li className={item.selected ? c.cardSelected : c.card}>
      <div className={c.top}>
        <SelectCheckbox {...itemCheckboxProps(item)} />
        <div className={c.body}>
          <div className={c.headline}>
            <p className={c.site}>
              <span className={c.bold}>{row.FUNCT_LOC}</span> {row.DESCRIPT}
            </p>
            <PlainStatusChip tone={STATUS_TONES[row.STATUS]} classes={item.chip}>
              {item.statusText}
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
            <span className={c.phrase}>{texts.cardSupplier(item.supplier)}</span>
          </div>
          {item.offline && <OfflineBadge {...itemOfflineBadgeProps(item)} />}
        </div>
      </div>
      <div className={c.foot}>
        <OrderRowActions {...itemActionsProps(item)} />
      </div>
    </li>
  );
}, sameOrderItem);
