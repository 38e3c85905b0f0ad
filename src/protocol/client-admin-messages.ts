/**
 * Messages of the client administration (/admin_client, spec 3 §3.16) in both languages: the
 * form's and search dialog's problems, and the server's refusals after checking the ERP's customer
 * master and the portal's clients and users.
 */
export const CLIENT_ADMIN_MESSAGES = {
  alertSearchClient: {
    es: 'Capture el nombre o el número del cliente para buscar',
    en: 'Enter the client name or number to search',
  },
  clientCodeRequired: {
    es: 'Capture el número de cliente',
    en: 'Enter the client number',
  },
  clientCompanyRequired: {
    es: 'Elija la sociedad del cliente',
    en: 'Choose the client’s company',
  },
  clientSearchNameTooLong: {
    es: 'El nombre a buscar admite como máximo {max} caracteres',
    en: 'The name to search takes at most {max} characters',
  },
  clientSearchCodeTooLong: {
    es: 'El número a buscar admite como máximo {max} caracteres',
    en: 'The number to search takes at most {max} characters',
  },
  clientCodeInvalid: {
    es: 'El número de cliente {code} no es válido: capture de 1 a 10 dígitos',
    en: 'Client number {code} is not valid: enter 1 to 10 digits',
  },
  clientChildSelf: {
    es: 'El cliente {code} no puede ser asociado de sí mismo',
    en: 'Client {code} cannot be associated with itself',
  },
  clientChildRepeated: {
    es: 'El cliente asociado {code} está repetido',
    en: 'Associated client {code} is listed twice',
  },
  clientTooManyChildren: {
    es: 'Un cliente principal admite como máximo {max} clientes asociados',
    en: 'A principal client takes at most {max} associated clients',
  },
  clientUnknown: {
    es: 'El cliente {code} no existe en SAP',
    en: 'Client {code} does not exist in SAP',
  },
  clientCodeTaken: {
    es: 'El cliente {code} ya está dado de alta como cliente principal',
    en: 'Client {code} is already set up as a principal client',
  },
  clientIsChild: {
    es: 'El cliente {code} ya es cliente asociado de {parent}',
    en: 'Client {code} is already associated with {parent}',
  },
  clientChildIsPrincipal: {
    es: 'El cliente {code} es un cliente principal y no puede asociarse a otro',
    en: 'Client {code} is a principal client and cannot be associated with another',
  },
  clientCompanyInvalid: {
    es: 'La sociedad {company} no existe o está inactiva',
    en: 'Company {company} does not exist or is inactive',
  },
  clientNotFound: { es: 'El cliente no existe', en: 'The client does not exist' },
  clientHasUsers: {
    es: 'El cliente {code} tiene usuarios asignados ({count}); elimínelos o desactive el cliente',
    en: 'Client {code} has users assigned ({count}); delete them or deactivate the client',
  },
  clientChildHasUsers: {
    es: 'El cliente asociado {code} tiene usuarios asignados ({count}); desactívelo en lugar de quitarlo',
    en: 'Associated client {code} has users assigned ({count}); deactivate it instead of removing it',
  },
} as const;
