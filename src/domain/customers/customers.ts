/**
 * The customer areas' rules (spec 3 §4.9, §5.7, §7.6): the ship-to ticket status and colour derived
 * from the SAP status, client ids padded to 10 digits, and what may be ordered from a contract line.
 */

/** A ship-to ticket's portal status (spec 3 §4.9). */
export type ShipToStatus = 'Ejecutado' | 'Rechazado' | 'Pendiente';
/** The colour each status is drawn in. */
export type ShipToColour = 'green' | 'orange' | 'blue';

const COLOURS: Record<ShipToStatus, ShipToColour> = {
  Ejecutado: 'green',
  Rechazado: 'orange',
  Pendiente: 'blue',
};

/** 'Autorizado en SAP' becomes Ejecutado; 'Rechazado' stays Rechazado; anything else is Pendiente. */
export function shipToStatus(sapStatus: string): { status: ShipToStatus; colour: ShipToColour } {
  const status: ShipToStatus =
    sapStatus === 'Autorizado en SAP'
      ? 'Ejecutado'
      : sapStatus === 'Rechazado'
        ? 'Rechazado'
        : 'Pendiente';
  return { status, colour: COLOURS[status] };
}

/** A client id as the ERP keys it: digits only, up to 10, left-padded with zeros. */
export const CLIENT_ID_PATTERN = /^\d{1,10}$/;

/** '300001' → '0000300001'; null when it is not 1 to 10 digits. */
export function padClientId(id: string): string | null {
  const trimmed = id.trim();
  return CLIENT_ID_PATTERN.test(trimmed) ? trimmed.padStart(10, '0') : null;
}

/** Order quantities carry at most three decimals (the ERP's quantity scale). */
export const QUANTITY_DECIMALS = 3;
/** The largest quantity one order may ask for. */
export const MAX_ORDER_QUANTITY = 999_999_999;

/** In thousandths, so comparisons never meet a binary fraction. */
export function toMilli(quantity: string | number): number | null {
  const text = typeof quantity === 'number' ? String(quantity) : quantity.trim();
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

/** A thousandths count as the ERP writes it ("12.500"). */
export function fromMilli(milli: number): string {
  const whole = Math.floor(milli / 1000);
  return `${whole}.${String(milli % 1000).padStart(3, '0')}`;
}

export type OrderQuantityCheck = 'ok' | 'notPositive' | 'tooPrecise' | 'aboveRemaining';

/** Whether `quantity` may be ordered from a line with `remaining` left (spec 3 §2.6). */
export function checkOrderQuantity(quantity: number, remaining: string): OrderQuantityCheck {
  if (!(quantity > 0)) return 'notPositive';
  const asked = toMilli(quantity);
  if (asked === null) return 'tooPrecise';
  const left = toMilli(remaining) ?? 0;
  return asked > left ? 'aboveRemaining' : 'ok';
}
