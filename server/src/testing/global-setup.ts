/**
 * Vitest global setup of the `server` project: builds ONE migrated, seeded template database per
 * run (initdb is slow and memory-hungry) and provides where it is; each test file starts from a copy.
 */
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  buildPgliteTemplate,
  buildPostgresTemplate,
  dropPostgresTemplate,
  type TemplateRef,
} from './template-db';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: TemplateRef;
  }
}

/**
 * The PGlite template of this run, shared by the projects that use it (server and fault): their
 * global setups run in the same process, so the second one reuses the first one's dump.
 */
interface SharedTemplate {
  dumpPath: Promise<string>;
  users: number;
}
const shared = globalThis as typeof globalThis & { portalproTemplate?: SharedTemplate };

async function writePgliteTemplate(): Promise<string> {
  const dump = await buildPgliteTemplate();
  const dumpPath = path.join(os.tmpdir(), `portalpro-template-${process.pid}-${Date.now()}.tar`);
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  return dumpPath;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    await buildPostgresTemplate(adminUrl);
    project.provide('dbTemplate', { kind: 'pg', adminUrl });
    return () => dropPostgresTemplate(adminUrl);
  }
  const template = (shared.portalproTemplate ??= { dumpPath: writePgliteTemplate(), users: 0 });
  template.users += 1;
  const dumpPath = await template.dumpPath;
  project.provide('dbTemplate', { kind: 'pglite', dumpPath });
  return async () => {
    template.users -= 1;
    if (template.users > 0) return;
    shared.portalproTemplate = undefined;
    await rm(dumpPath, { force: true });
  };
}
