import { createInstance } from '@module-federation/enhanced/runtime';
import type * as SharedModule from '@portal/shared';

// The shell and a remote are separate bundles: each carries its own copy of @portal/shared, and only Module
// Federation's share scope makes them use one. Here the two copies are two separately loaded module instances
// (jest.isolateModules), the share settings are the portal's own (federation.shared.cjs), and the real Module
// Federation runtime decides which copy the remote gets.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { federationShared } = require('../../../federation.shared.cjs') as {
  federationShared: () => Record<string, { singleton: boolean; requiredVersion: string; version?: string }>;
};

function loadCopy(): typeof SharedModule {
  let copy: typeof SharedModule | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    copy = require('@portal/shared') as typeof SharedModule;
  });
  return copy!;
}

type ShareConfig = { singleton: boolean; requiredVersion: string; version?: string };

/** A federation instance (shell or remote) that offers `copy` as @portal/shared with the share settings `config`. */
function federation(name: string, copy: typeof SharedModule, config: ShareConfig) {
  const { version, ...shareConfig } = config;
  return createInstance({
    name, remotes: [],
    shared: { '@portal/shared': { version: version ?? '0.0.0', lib: () => copy, shareConfig } },
  });
}

/** The @portal/shared the remote runs with when the shell has started first (their share scopes joined). */
async function remoteCopy(shellConfig: ShareConfig, remoteConfig: ShareConfig, shellCopy: typeof SharedModule, ownCopy: typeof SharedModule) {
  const shell = federation('shell', shellCopy, shellConfig);
  const remote = federation('integrations', ownCopy, remoteConfig);
  shell.initShareScopeMap('default', shell.shareScopeMap.default);
  remote.initShareScopeMap('default', shell.shareScopeMap.default);
  const factory = await remote.loadShare<typeof SharedModule>('@portal/shared');
  if (!factory) throw new Error('no @portal/shared in the share scope');
  const copy = factory();
  if (!copy) throw new Error('the share scope gave no module');
  return copy;
}

describe('one @portal/shared (one set of stores) for the shell and a remote', () => {
  const config = federationShared()['@portal/shared'];
  let shellCopy: typeof SharedModule;
  let ownCopy: typeof SharedModule;

  beforeEach(() => {
    shellCopy = loadCopy();
    ownCopy = loadCopy();
  });

  it('starts from two copies whose stores differ (what a remote would have without sharing)', () => {
    expect(ownCopy.useSession).not.toBe(shellCopy.useSession);
    shellCopy.useSession.getState().signIn('shell-token', null as unknown as SharedModule.Account);
    expect(ownCopy.useSession.getState().token).toBeNull();
  });

  it('is shared as a singleton with a version the remote accepts', () => {
    expect(config.singleton).toBe(true);
    expect(config.version).toBeTruthy();
  });

  it('gives the remote the shell\'s copy: a sign-in in the shell is what the remote reads', async () => {
    const used = await remoteCopy(config, config, shellCopy, ownCopy);
    expect(used.useSession).toBe(shellCopy.useSession);
    expect(used.useSession).not.toBe(ownCopy.useSession);
    shellCopy.useSession.getState().signIn('shell-token', null as unknown as SharedModule.Account);
    expect(used.useSession.getState().token).toBe('shell-token');
  });

  it('would leave the remote with its own copy if the settings did not share one (the check can fail)', async () => {
    const notShared = { ...config, singleton: false, requiredVersion: `^${Number(config.version!.split('.')[0]) + 1}.0.0` };
    const used = await remoteCopy(config, { ...notShared, version: `${Number(config.version!.split('.')[0]) + 1}.0.0` }, shellCopy, ownCopy);
    expect(used.useSession).toBe(ownCopy.useSession);
  });
});
