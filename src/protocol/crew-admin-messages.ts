/**
 * Messages of the crew and region administration (spec 3 §5.6, §7.3, §7.5) and of the crew
 * assignment refusal, in both languages; alertSearchCrew keeps the spec's key.
 */
export const CREW_ADMIN_MESSAGES = {
  alertSearchCrew: {
    es: 'Capture el nombre o el código de la cuadrilla para buscar',
    en: 'Enter the crew name or code to search',
  },
  crewFieldRequired: {
    es: 'El campo {field} es obligatorio',
    en: 'The field {field} is required',
  },
  crewFieldTooLong: {
    es: 'El campo {field} admite como máximo {max} caracteres',
    en: 'The field {field} takes at most {max} characters',
  },
  crewNotFound: { es: 'La cuadrilla no existe', en: 'The crew does not exist' },
  crewCodeTaken: {
    es: 'Ya existe una cuadrilla con el código {code}',
    en: 'A crew with code {code} already exists',
  },
  crewSupplierInvalid: {
    es: 'El proveedor no existe, está inactivo o no trabaja para la empresa elegida',
    en: 'The supplier does not exist, is inactive or does not work for the chosen company',
  },
  crewRegionInvalid: {
    es: 'La región no existe o está inactiva',
    en: 'The region does not exist or is inactive',
  },
  crewInactive: {
    es: 'La cuadrilla {crew} está inactiva y no puede asignarse a una orden',
    en: 'The crew {crew} is inactive and cannot be assigned to an order',
  },
  regionNotFound: { es: 'La región no existe', en: 'The region does not exist' },
  regionCodeTaken: {
    es: 'Ya existe una región con el código {code}',
    en: 'A region with code {code} already exists',
  },
  companyConfigNotFound: {
    es: 'La sociedad no existe o no tiene configuración',
    en: 'The company does not exist or has no configuration',
  },
  alertSearchRegion: {
    es: 'Capture el nombre o el código de la región para buscar',
    en: 'Enter the region name or code to search',
  },
} as const;
