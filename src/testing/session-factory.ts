/** Builds protocol-valid sessions for tests. */
import type { Session } from '../protocol/session';

export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    Token: 'token-abc',
    ExpiresIn: 3600,
    User: {
      Id: 7,
      UserName: 'proveedor',
      Name: 'Proveedor Demo',
      Email: 'proveedor@example.com',
      RoleId: 6,
      Role: 'Proveedor',
      CreatedByAdmin: true,
      ForceAgreementAccept: false,
      ForcePasswordChange: false,
      ForceUserDataUpdate: false,
      PasswordPending: false,
      PasswordCodeSentTo: null,
    },
    Company: null,
    CompanyList: [],
    SupplierList: [],
    Regions: [],
    Crews: [],
    Modules: [],
    Menu: [],
    AccessPath: ['/proveedor_estado_cuenta'],
    RoleAssignment: [],
    ClientCode: null,
    ClientChildList: [],
    Countries: [
      { Code: 'MX', Name: 'México', PhonePrefix: '52' },
      { Code: 'US', Name: 'Estados Unidos', PhonePrefix: '1' },
    ],
    AttachmentTypes: [
      { Id: 1, Name: 'Reporte de mantenimiento' },
      { Id: 5, Name: 'Otro' },
    ],
    LeasingTypes: [
      {
        ContractType: { Code: 'A001', Name: 'Arrendamiento', Active: true, ConditionType: 'Z001' },
      },
    ],
    Lang: 'es',
    Site: {
      ImageLogotypeFile: null,
      ImageHomeFile: null,
      ImageFaviconFile: null,
      ColorPrimary: '#0B3D91',
      GoogleRecaptchaSiteKey: null,
      GoogleRecaptcha: false,
      MsgOutBody: null,
      MsgStart: null,
      Active: true,
      CompanyId: null,
      CompanyName: 'Torres Demo',
    },
    ...overrides,
  };
}

/** A fetch answer as the server sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
