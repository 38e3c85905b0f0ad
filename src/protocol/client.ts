/**
 * api/client (spec 1 §2.9 client selector, §3 Client): 10 lists the clients a user may switch to:
 * every client for administrators, the child clients for a principal client.
 */
import * as v from 'valibot';
import { request, response } from './envelope';

/** Client type: 1 principal, 2 associated. */
export const ClientType = { Principal: 1, Associated: 2 } as const;

/** A customer account (padded to 10 digits) and, for associated clients, the child code. */
export const ClientItem = v.object({
  Code: v.string(),
  ChildCode: v.nullable(v.string()),
  CompanyId: v.nullable(v.string()),
  Active: v.boolean(),
  Type: v.picklist([ClientType.Principal, ClientType.Associated]),
});
export type ClientItem = v.InferOutput<typeof ClientItem>;

export const ClientListRequest = request({});
export const ClientListResponse = response({ List: v.array(ClientItem) });
export type ClientListResponse = v.InferOutput<typeof ClientListResponse>;
