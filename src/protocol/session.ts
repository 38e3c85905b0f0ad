/**
 * api/session (spec 1 §3 Session, §7 Session): 11 init, 31 login, 21 refresh, 41 logout, and the
 * OAuth2 password grant at <base>Token for API clients. The token in a Session is a bearer token.
 */
import * as v from 'valibot';
import { plainString, plainText } from './bounds';
import { request, response } from './envelope';

/** The site record: branding, captcha flag, out-of-service message, active flag. */
export const Site = v.object({
  ImageLogotypeFile: v.nullable(v.string()),
  ImageHomeFile: v.nullable(v.string()),
  ImageFaviconFile: v.nullable(v.string()),
  ColorPrimary: v.string(),
  GoogleRecaptchaSiteKey: v.nullable(v.string()),
  GoogleRecaptcha: v.boolean(),
  MsgOutBody: v.nullable(v.string()),
  MsgStart: v.nullable(v.string()),
  Active: v.boolean(),
  CompanyId: v.nullable(v.string()),
  /** Company name shown in the out-of-service footer. */
  CompanyName: v.nullable(v.string()),
});
export type Site = v.InferOutput<typeof Site>;

/** One node of the user's visible menu (spec 3 §2.7 menu entry fields). */
export interface MenuEntryWire {
  Key: string;
  Title: string;
  Icon: string | null;
  To: string | null;
  Query: Record<string, string> | null;
  Hidden: boolean;
  Active: boolean;
  Menus: MenuEntryWire[];
}
export const MenuEntry: v.GenericSchema<MenuEntryWire> = v.object({
  Key: v.string(),
  Title: v.string(),
  Icon: v.nullable(v.string()),
  To: v.nullable(v.string()),
  Query: v.nullable(v.record(v.string(), v.string())),
  Hidden: v.boolean(),
  Active: v.boolean(),
  Menus: v.array(v.lazy(() => MenuEntry)),
});

/** The signed-in user as the session carries it, with the flags that force dialogs after login. */
export const SessionUser = v.object({
  Id: v.number(),
  UserName: v.string(),
  Name: v.string(),
  Email: v.nullable(v.string()),
  RoleId: v.number(),
  Role: v.string(),
  CreatedByAdmin: v.boolean(),
  ForceAgreementAccept: v.boolean(),
  ForcePasswordChange: v.boolean(),
  ForceUserDataUpdate: v.boolean(),
  /** Signed in "without password": the session may only set a password. */
  PasswordPending: v.boolean(),
  /**
   * Where the code to set the first password went (the registered e-mail, masked), for a
   * "without password" session: the password dialog asks for it. Null otherwise.
   */
  PasswordCodeSentTo: v.optional(v.nullable(v.string()), null),
});
export type SessionUser = v.InferOutput<typeof SessionUser>;

/** A crew as listed under a company and in the session. */
export const CrewItem = v.object({ Active: v.boolean(), Code: v.string(), Name: v.string() });
/** A company the user works for, with its invoicing windows and crews. */
export const CompanyItem = v.object({
  Code: v.string(),
  Name: v.string(),
  TIN: v.string(),
  SupplierBeginDay: v.number(),
  SupplierEndDay: v.number(),
  LessorBeginDay: v.number(),
  LessorEndDay: v.number(),
  Crew: v.array(CrewItem),
});
/** A code/name catalogue entry. */
export const CodeName = v.object({ Code: v.string(), Name: v.string() });
/** A lessor or supplier the user acts for, with the invoice and purchase-order types it may use. */
export const SupplierItem = v.object({
  Code: v.string(),
  Name: v.string(),
  TIN: v.string(),
  IsNonDeductible: v.boolean(),
  InvoiceType: v.array(CodeName),
  PurchaseOrderType: v.array(CodeName),
  /**
   * The supplier's invoicing configurations as the administration saved them (spec 2 §3): option
   * 1 electronic / 2 non-electronic with its status, invoice type and withholding option.
   */
  InvoiceConfig: v.optional(
    v.array(
      v.object({
        InvoiceOptionId: v.number(),
        InvoiceStatusId: v.number(),
        InvoiceTypeId: v.number(),
        WithHoldingTaxOptionId: v.number(),
      }),
    ),
    [],
  ),
});
/** A region the user is linked to. */
export const RegionItem = v.object({ Code: v.string(), Name: v.string(), Active: v.boolean() });
/** A module and whether it is active for the user. */
export const ModuleItem = v.object({ Code: v.string(), Active: v.boolean() });
/** A role the user may assign to users they create. */
export const RoleAssignmentItem = v.object({ Id: v.number(), Name: v.string() });
/** A country the user forms offer, with its telephone prefix as digits without '+' (52, 1). */
export const CountryItem = v.object({
  Code: v.string(),
  Name: v.string(),
  PhonePrefix: v.string(),
});
/** A type of maintenance-order attachment (spec 3 §7.2 api/AttachmentType). */
export const AttachmentTypeItem = v.object({ Id: v.number(), Name: v.string() });
/** A leasing type: the SAP contract type (A001..A004) and the condition type it posts with. */
export const LeasingTypeItem = v.object({
  ContractType: v.object({
    Code: v.string(),
    Name: v.string(),
    Active: v.boolean(),
    ConditionType: v.string(),
  }),
});

/** Everything the client needs after sign-in (spec 1 §3 Session). */
export const Session = v.object({
  Token: v.string(),
  /** Seconds until the token expires unless refreshed. */
  ExpiresIn: v.number(),
  User: SessionUser,
  Company: v.nullable(CodeName),
  CompanyList: v.array(CompanyItem),
  SupplierList: v.array(SupplierItem),
  Regions: v.array(RegionItem),
  Crews: v.array(CrewItem),
  Modules: v.array(ModuleItem),
  Menu: v.array(MenuEntry),
  AccessPath: v.array(v.string()),
  RoleAssignment: v.array(RoleAssignmentItem),
  ClientCode: v.nullable(v.string()),
  ClientChildList: v.array(v.string()),
  Countries: v.array(CountryItem),
  AttachmentTypes: v.array(AttachmentTypeItem),
  LeasingTypes: v.array(LeasingTypeItem),
  Lang: v.picklist(['es', 'en']),
  Site: Site,
  /**
   * A fingerprint of everything above but Token and ExpiresIn: the client sends it back with its
   * next refresh (21), which then answers only the new expiry while the Session stays the same.
   * Absent from sessions stored before it existed.
   */
  Tag: v.optional(v.string()),
});
export type Session = v.InferOutput<typeof Session>;

/** 11 init: public; answers the site record and the key for encrypting passwords. */
export const SessionInitRequest = request({});
export const SessionInitResponse = response({
  Site: v.nullable(Site),
  /** RSA-OAEP-256 public key (JWK) the client encrypts password fields with. */
  PublicKey: v.nullable(v.record(v.string(), v.unknown())),
  /** Label of the environment shown in the top bar (e.g. DEMO, QA, PRODUCCIÓN). */
  Environment: v.nullable(v.string()),
});

/** 31 login: the id and the password as base64url RSA-OAEP-256 ciphertext ('' for "without password"). */
export const LoginRequest = request({
  Login: v.object({
    Id: v.pipe(plainString, v.trim(), v.minLength(1), v.maxLength(256)),
    Password: plainText(4096),
  }),
  /** Captcha response token, required when the site flag GoogleRecaptcha is set. */
  Captcha: v.optional(v.nullable(plainText(4096))),
});
export const SessionResponse = response({ Session: v.nullable(Session) });
export type SessionResponse = v.InferOutput<typeof SessionResponse>;

/**
 * 21 refresh: the token travels as Authorization: Bearer; SessionTag is the Tag of the Session the
 * client holds, if any (callers that send none always get the whole Session).
 */
export const SessionRefreshRequest = request({
  SessionTag: v.optional(v.nullable(plainText(128))),
});
/**
 * 21 refresh: the whole Session, or, when the caller's SessionTag is the Tag of the Session the
 * server would send, Session null and Unchanged with the session's new expiry (the client keeps
 * the Session it holds).
 */
export const SessionRefreshResponse = response({
  Session: v.nullable(Session),
  Unchanged: v.optional(
    v.object({
      /** Seconds until the token expires unless refreshed. */
      ExpiresIn: v.number(),
    }),
  ),
});
export type SessionRefreshResponse = v.InferOutput<typeof SessionRefreshResponse>;
/** 41 logout carries only the envelope; the token travels as Authorization: Bearer. */
export const LogoutRequest = request({});
export const LogoutResponse = response({});
