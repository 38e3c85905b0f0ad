import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decideBuild, hashBuildInputs, isBuildInput, listBuildInputs } from './build-inputs';

describe('listBuildInputs and hashBuildInputs', () => {
  let root = '';
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const hash = () => hashBuildInputs(root, listBuildInputs(root));

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'portalpro-build-inputs-'));
    write('src/main.tsx', 'main');
    write('src/routes/login.tsx', 'login');
    write('index.html', '<html>');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists the inputs sorted, leaving out tests and the generated route tree', () => {
    write('src/main.test.tsx', 'test');
    write('src/routeTree.gen.ts', 'generated');
    write('server/src/index.ts', 'server');
    expect(listBuildInputs(root)).toEqual(['index.html', 'src/main.tsx', 'src/routes/login.tsx']);
  });

  it('keeps the hash when only a test, the route tree or the server changes', () => {
    const before = hash();
    write('src/main.test.tsx', 'test');
    write('src/routeTree.gen.ts', 'generated');
    write('server/src/index.ts', 'server');
    expect(hash()).toBe(before);
  });

  it('changes the hash when a source changes, is added or is renamed', () => {
    const before = hash();
    write('src/main.tsx', 'main 2');
    const edited = hash();
    expect(edited).not.toBe(before);
    write('locales/es/menu.json', '{}');
    const added = hash();
    expect(added).not.toBe(edited);
    rmSync(path.join(root, 'src/routes/login.tsx'));
    write('src/routes/sign-in.tsx', 'login');
    expect(hash()).not.toBe(added);
  });
});

describe('isBuildInput', () => {
  it('accepts sources and leaves out tests and the test setup', () => {
    expect(isBuildInput('src/app/router.tsx')).toBe(true);
    expect(isBuildInput('src/lib/format.test.ts')).toBe(false);
    expect(isBuildInput('src/testing/setup.ts')).toBe(false);
  });
});

describe('decideBuild', () => {
  const base = { recordedHash: 'a', currentHash: 'a', buildComplete: true, changedSince: [] };

  it('skips the build when the hash matches a complete build', () => {
    expect(decideBuild(base)).toEqual({
      rebuild: false,
      reason: 'sources unchanged since the last build',
    });
  });

  it('builds when dist is missing or incomplete, even with a matching hash', () => {
    expect(decideBuild({ ...base, buildComplete: false }).rebuild).toBe(true);
  });

  it('builds when no hash was recorded (a plain vite build, or a failed one)', () => {
    expect(decideBuild({ ...base, recordedHash: null }).rebuild).toBe(true);
  });

  it('names the files changed since the last build', () => {
    const decision = decideBuild({
      ...base,
      currentHash: 'b',
      changedSince: ['src/a.ts', 'src/b.ts', 'src/c.ts', 'src/d.ts'],
    });
    expect(decision).toEqual({
      rebuild: true,
      reason: 'sources changed since the last build: src/a.ts, src/b.ts, src/c.ts and 1 more',
    });
  });
});
