/**
 * The texts of the customer areas' calls (spec 3 §7.6), in Spanish and English. Merged into the
 * server's MESSAGES catalogue.
 */
export const CUSTOMER_MESSAGES = {
  customerNotAllowed: {
    es: 'No tiene acceso a la información de ese cliente',
    en: 'You have no access to that client’s data',
  },
  customerContractNotFound: {
    es: 'El contrato o la posición no existe o no está abierto',
    en: 'The contract or its line does not exist or is not open',
  },
  customerQuantityAboveRemaining: {
    es: 'La cantidad excede la cantidad pendiente de la posición ({remaining})',
    en: 'The quantity exceeds the line’s remaining quantity ({remaining})',
  },
  customerQuantityInvalid: {
    es: 'La cantidad debe ser mayor a cero y con hasta tres decimales',
    en: 'The quantity must be above zero with at most three decimals',
  },
  customerOrderCreated: {
    es: 'Pedido {order} creado con referencia al contrato {contract}',
    en: 'Order {order} created with reference to contract {contract}',
  },
  customerDateFromRequired: {
    es: 'Indique la fecha inicial y la final para las partidas compensadas',
    en: 'Give the start and end dates for cleared items',
  },
  customerDateRange: {
    es: 'La fecha inicial debe ser anterior o igual a la final',
    en: 'The start date must be on or before the end date',
  },
} as const;
