/**
 * The import rules of eslint.config.js fire: a feature importing another feature, a lower layer
 * importing a feature, and two files importing each other are errors; a feature importing lib is
 * not. Snippets are linted as if they sat at the given path; the cycle needs real files, written
 * under a temporary folder in src/lib and removed afterwards.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
// Loading the config and resolving imports through the TypeScript projects is slow on a small
// machine: a hang is what this catches, not a slow run.
const SLOW = 120_000;

const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

async function ruleIds(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('feature boundaries', () => {
  it(
    'reports a feature importing another feature',
    async () => {
      const ids = await ruleIds(
        "export { useSessionState } from '../../users/components/users-page';\n",
        'src/features/account/components/x.ts',
      );
      expect(ids).toContain('import-x/no-restricted-paths');
    },
    SLOW,
  );

  it(
    'reports lib importing a feature',
    async () => {
      const ids = await ruleIds(
        "export { LoginPage } from '../features/session/components/login-page';\n",
        'src/lib/x.ts',
      );
      expect(ids).toContain('import-x/no-restricted-paths');
    },
    SLOW,
  );

  it(
    'reports a feature importing the app',
    async () => {
      const ids = await ruleIds(
        "export { loadAllTexts } from '../../../app/i18n';\n",
        'src/features/users/components/x.ts',
      );
      expect(ids).toContain('import-x/no-restricted-paths');
    },
    SLOW,
  );

  it(
    'lets a feature import lib, components and its own files',
    async () => {
      const code = [
        "export { useSessionState } from '../../../lib/session/use-session';",
        "export { Icon } from '../../../components/ui/icon';",
        "export { ProfileDialog } from './profile-dialog';",
        '',
      ].join('\n');
      expect(await ruleIds(code, 'src/features/account/components/x.ts')).toEqual([]);
    },
    SLOW,
  );
});

describe('import cycles', () => {
  const folder = path.join(root, 'src/lib', `lint-cycle-fixture-${process.pid}`);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it(
    'reports two files importing each other',
    async () => {
      mkdirSync(folder, { recursive: true });
      writeFileSync(
        path.join(folder, 'a.ts'),
        "import { b } from './b';\nexport const a = () => b;\n",
      );
      writeFileSync(
        path.join(folder, 'b.ts'),
        "import { a } from './a';\nexport const b = () => a;\n",
      );
      const [result] = await eslint.lintFiles([path.join(folder, 'a.ts')]);
      expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
    },
    SLOW,
  );
});
