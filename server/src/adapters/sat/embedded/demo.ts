/**
 * The embedded tax authority's demo stamping: a demo certification authority (made on first use,
 * kept in sat_demo_authority, trusted by the embedded mode outside production only), a demo seal
 * certificate (CSD) per RFC that it issues, kept in sat_demo_csd, a demo certifier whose stamp
 * certificate it also issues and that stamps, and the registry entry that makes a demo CFDI known
 * and Vigente. Only the embedded adapter has it: the real SAT stamps nothing here.
 */
import { randomInt } from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import {
  issueAuthority,
  issueCsd,
  type CertificateIssuer,
  type IssuedCsd,
} from '../../../../../src/domain/cfdi/issue';
import type { Db } from '../../../db/client';
import {
  satCertifierCertificates,
  satCfdiRegistry,
  satDemoAuthority,
  satDemoCsd,
} from '../../../db/schema';

/**
 * The demo certifier (PAC) whose stamps the demo CFDIs carry. Not the SAT's own RFC
 * (KNOWN_CERTIFIER_RFC), so the reception check runs on them like on any certified CFDI.
 */
export const DEMO_CERTIFIER = {
  rfc: 'CDP200101AA1',
  name: 'CERTIFICADOR DE DEMOSTRACION PORTALPRO',
} as const;

/** A demo certificate is valid from a day before it is made for four years. */
const DAY_MS = 86_400_000;
const VALID_FOR_MS = 4 * 365 * DAY_MS;
/** One about to expire (within a day) is replaced by a new one. */
const RENEW_BEFORE_MS = DAY_MS;

export interface DemoCsd extends IssuedCsd {
  rfc: string;
  name: string;
}

/** A new certificate number: 20 digits, "3000" like the SAT's test certificates, then random. */
function certificateNumber(): string {
  const digits = Array.from({ length: 16 }, () => String(randomInt(10))).join('');
  return `3000${digits}`;
}

async function storedCsd(db: Db, rfc: string): Promise<DemoCsd | null> {
  const [row] = await db.select().from(satDemoCsd).where(eq(satDemoCsd.rfc, rfc)).limit(1);
  return row
    ? {
        rfc: row.rfc,
        name: row.name,
        number: row.number,
        certificate: row.certificate,
        privateKey: row.privateKey,
        notBefore: row.notBefore,
        notAfter: row.notAfter,
      }
    : null;
}

/** The demo authority's name: it says what it is to anyone who reads a demo certificate. */
export const DEMO_AUTHORITY_NAME =
  'AUTORIDAD CERTIFICADORA DE DEMOSTRACION PORTALPRO (SIN VALIDEZ FISCAL)';
/** The demo authority is valid for twenty years from when it is made. */
const AUTHORITY_VALID_FOR_MS = 20 * 365 * DAY_MS;

/**
 * The demo certification authority, made the first time it is asked for and kept. Two first
 * requests at once (two instances) both make one; the first stored wins and both use it.
 */
export async function demoAuthority(db: Db, now: Date): Promise<CertificateIssuer> {
  const read = () =>
    db
      .select({
        certificate: satDemoAuthority.certificate,
        privateKey: satDemoAuthority.privateKey,
      })
      .from(satDemoAuthority)
      .where(eq(satDemoAuthority.id, 1))
      .limit(1);
  const [found] = await read();
  if (found) return found;
  const made = await issueAuthority({
    name: DEMO_AUTHORITY_NAME,
    number: certificateNumber(),
    notBefore: new Date(now.getTime() - DAY_MS),
    notAfter: new Date(now.getTime() + AUTHORITY_VALID_FOR_MS),
  });
  await db
    .insert(satDemoAuthority)
    .values({ id: 1, certificate: made.certificate, privateKey: made.privateKey })
    .onConflictDoNothing();
  const [stored] = await read();
  if (!stored) throw new Error('the demo certification authority was not stored');
  return stored;
}

/**
 * The demo certificate of an RFC, issued by the demo authority (a 2048-bit RSA key, ~0.3 s) the
 * first time it is asked for and kept. Two first requests at once both make one; the first stored
 * wins and both use it. The demo certifier's is a stamp certificate: its organizational unit
 * names it ("PAC" and its RFC, as the SAT writes it), and it is kept in the certifier store.
 */
export async function demoCsdOf(
  db: Db,
  owner: { rfc: string; name: string },
  now: Date,
): Promise<DemoCsd> {
  const rfc = owner.rfc.trim().toUpperCase();
  const renewBefore = new Date(now.getTime() + RENEW_BEFORE_MS);
  const found = await storedCsd(db, rfc);
  if (found && found.notAfter > renewBefore && found.notBefore <= now) return found;
  const certifier = rfc === DEMO_CERTIFIER.rfc;
  const made = await issueCsd(
    {
      rfc,
      name: owner.name,
      number: certificateNumber(),
      notBefore: new Date(now.getTime() - DAY_MS),
      notAfter: new Date(now.getTime() + VALID_FOR_MS),
      ...(certifier ? { organizationalUnit: `PAC${rfc}01` } : {}),
    },
    await demoAuthority(db, now),
  );
  const values = {
    name: owner.name,
    number: made.number,
    certificate: made.certificate,
    privateKey: made.privateKey,
    notBefore: made.notBefore,
    notAfter: made.notAfter,
  };
  await db
    .insert(satDemoCsd)
    .values({ rfc, ...values })
    .onConflictDoUpdate({
      target: satDemoCsd.rfc,
      set: values,
      // Replaced when about to expire, or when not yet valid at `now` (a clock set back).
      setWhere: or(lt(satDemoCsd.notAfter, renewBefore), gt(satDemoCsd.notBefore, now)),
    });
  const stored = await storedCsd(db, rfc);
  if (!stored) throw new Error(`demo certificate of ${rfc} was not stored`);
  if (certifier)
    await db
      .insert(satCertifierCertificates)
      .values({ number: stored.number, certificate: stored.certificate, source: 'demo' })
      .onConflictDoNothing();
  return stored;
}

/** What the registry must know of a demo CFDI for the status service to find it. */
export interface DemoCfdi {
  uuid: string;
  issuerRfc: string;
  receiverRfc: string;
  total: string;
}

/** Records a demo CFDI as stamped and Vigente (ValidacionEFOS 200): the status and reception find it. */
export async function registerDemoCfdi(db: Db, cfdi: DemoCfdi): Promise<void> {
  await db
    .insert(satCfdiRegistry)
    .values({
      uuid: cfdi.uuid.trim().toUpperCase(),
      issuerRfc: cfdi.issuerRfc.trim().toUpperCase(),
      receiverRfc: cfdi.receiverRfc.trim().toUpperCase(),
      total: cfdi.total,
      estado: 'Vigente',
      esCancelable: 'Cancelable con aceptación',
      estatusCancelacion: null,
      validacionEfos: '200',
    })
    .onConflictDoNothing();
}

/** Whether the registry knows the CFDI as Vigente (for tests and the demo's own checks). */
export async function demoCfdiVigente(db: Db, uuid: string): Promise<boolean> {
  const [row] = await db
    .select({ uuid: satCfdiRegistry.uuid })
    .from(satCfdiRegistry)
    .where(
      and(
        eq(satCfdiRegistry.uuid, uuid.trim().toUpperCase()),
        eq(satCfdiRegistry.estado, 'Vigente'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
