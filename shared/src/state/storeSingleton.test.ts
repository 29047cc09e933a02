import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const federation = require(path.join(__dirname, '../../../federation.shared.cjs'));
const root = path.join(__dirname, '../../..');
const sharedPkg = JSON.parse(fs.readFileSync(path.join(root, 'shared/package.json'), 'utf8'));
const apps = ['shell', 'mfe-plan-data', 'mfe-scenarios', 'mfe-admin', 'mfe-integrations'];

describe('one @portal/shared for the shell and every remote', () => {
  it('shares @portal/shared and the libraries its stores and UI rely on as singletons with versions', () => {
    const shared = federation.federationShared();
    for (const name of ['react', 'react-dom', 'zustand', 'swr', '@chakra-ui/react', '@emotion/react', 'react-router-dom', '@portal/shared']) {
      expect(shared[name]).toMatchObject({ singleton: true, requiredVersion: expect.any(String) });
    }
    expect(shared['@portal/shared']).toMatchObject({ version: sharedPkg.version, requiredVersion: `^${sharedPkg.version}` });
  });

  it('resolves @portal/shared to the same source file from every app', () => {
    const files = apps.map((app) => fs.realpathSync(require.resolve('@portal/shared', { paths: [path.join(root, app)] })));
    expect(new Set(files).size).toBe(1);
  });

  it('resolves zustand to one installed copy from shared and every app', () => {
    const dirs = ['shared', ...apps].map((app) => fs.realpathSync(path.join(root, app, 'node_modules/zustand')));
    expect(new Set(dirs).size).toBe(1);
  });
});
