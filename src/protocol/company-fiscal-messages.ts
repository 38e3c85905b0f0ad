/**
 * Messages of a company's fiscal data on the company page (api/CompanyFiscal 21 and 31), in both
 * languages: the refusals of a save naming what was typed, and its confirmation.
 */
export const COMPANY_FISCAL_MESSAGES = {
  companyNotFound: {
    es: 'La sociedad {bukrs} no existe',
    en: 'The company {bukrs} does not exist',
  },
  companyNotAdministered: {
    es: 'La sociedad {bukrs} no está asignada a su usuario',
    en: 'The company {bukrs} is not assigned to your user',
  },
  companyFiscalNameRequired: {
    es: 'Capture el nombre fiscal de la sociedad, como aparece en su constancia de situación fiscal',
    en: "Enter the company's fiscal name, as its tax status certificate shows it",
  },
  companyFiscalNameTooLong: {
    es: 'El nombre fiscal admite como máximo {max} caracteres',
    en: 'The fiscal name takes at most {max} characters',
  },
  companyFiscalPostalCodeInvalid: {
    es: 'El código postal fiscal debe tener 5 dígitos: "{value}" no es válido',
    en: 'The fiscal postal code must have 5 digits: "{value}" is not valid',
  },
  companyLeaseProductKeyInvalid: {
    es: 'Las claves de producto de arrendamiento (E48) deben tener 8 dígitos: {keys} no son válidas',
    en: 'The lease product keys (E48) must have 8 digits: {keys} are not valid',
  },
  companySupplierProductKeyInvalid: {
    es: 'Las claves de producto de proveedores deben tener 8 dígitos: {keys} no son válidas',
    en: 'The supplier product keys must have 8 digits: {keys} are not valid',
  },
  companyFiscalSaved: {
    es: 'Datos fiscales de la sociedad {bukrs} guardados',
    en: 'Fiscal data of company {bukrs} saved',
  },
} as const;
