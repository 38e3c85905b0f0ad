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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    await buildPostgresTemplate(adminUrl);
    project.provide('dbTemplate', { kind: 'pg', adminUrl });
    return () => dropPostgresTemplate(adminUrl);
  }
  const dump = await buildPgliteTemplate();
  const dumpPath = path.join(os.tmpdir(), `portalpro-template-${process.pid}-${Date.now()}.tar`);
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('dbTemplate', { kind: 'pglite', dumpPath });
  return () => rm(dumpPath, { force: true });
}
