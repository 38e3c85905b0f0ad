/**
 * What a CFDI pool thread runs (cfdi.ts sends the tasks): the document and seal checks of the CFDI
 * engine, or reading only the stamp's UUID. Everything answered is plain data, cloned back to the
 * event loop's thread.
 */
import {
  evaluateCfdiWithSeal,
  type CfdiEvaluation,
  type PortalContext,
} from '../../../src/domain/cfdi';
import type { TrustOptions } from '../../../src/domain/cfdi/seal/trust';
import { parseXml } from '../../../src/domain/cfdi/secure-parse';
import { NS, type XNode } from '../../../src/domain/cfdi/xml-node';

export type CfdiTask =
  | {
      kind: 'evaluate';
      xml: string | Uint8Array;
      today: string;
      portal?: PortalContext;
      trust?: TrustOptions;
    }
  | { kind: 'stampUuid'; xml: string | Uint8Array };

export type CfdiTaskResult =
  { kind: 'evaluate'; evaluation: CfdiEvaluation } | { kind: 'stampUuid'; uuid: string | null };

function stampUuid(node: XNode): string | null {
  if (node.ns === NS.tfd && node.name === 'TimbreFiscalDigital') return node.attrs['UUID'] ?? null;
  for (const child of node.children) {
    const found = stampUuid(child);
    if (found !== null) return found;
  }
  return null;
}

export default async function runCfdiTask(task: CfdiTask): Promise<CfdiTaskResult> {
  if (task.kind === 'stampUuid') {
    const parsed = parseXml(task.xml);
    return { kind: 'stampUuid', uuid: parsed.ok ? stampUuid(parsed.root) : null };
  }
  const evaluation = await evaluateCfdiWithSeal(task.xml, {
    today: task.today,
    ...(task.portal ? { portal: task.portal } : {}),
    ...(task.trust ? { trust: task.trust } : {}),
  });
  return { kind: 'evaluate', evaluation };
}
