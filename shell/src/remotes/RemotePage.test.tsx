import { act } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CHUNK_LOAD_TIMEOUT_MS, PortalProvider } from '@portal/shared';
import { preloadRemotePage, RemotePage } from './RemotePage';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoadRemote = loadRemote as jest.Mock;
const remotesJson = { scenarios: 'http://portal/remotes/mfe-scenarios/mf-manifest.json' };

function Workshop({ level }: { level?: number }) {
  return <h1>Workshop page {level}</h1>;
}

beforeEach(() => {
  mockedLoadRemote.mockReset();
  (registerRemotes as jest.Mock).mockReset();
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => remotesJson })) as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  (console.error as jest.Mock).mockRestore();
});

// Each test loads a different module: loaded pages stay cached for the life of the shell.
const renderPage = (module: string) => render(
  <PortalProvider>
    <p>Header still here</p>
    <RemotePage remote="scenarios" module={module} area="Workshop" props={{ level: 6 }} />
  </PortalProvider>,
);

describe('RemotePage', () => {
  it('registers the remotes of /remotes.json and renders the exposed page with its props', async () => {
    mockedLoadRemote.mockImplementation(async (id: string) => (id === 'scenarios/Workshop' ? { default: Workshop } : null));
    renderPage('./Workshop');
    expect(await screen.findByRole('heading', { name: 'Workshop page 6' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'scenarios', entry: remotesJson.scenarios }]);
  });

  it('renders a page whose preload has finished in the first render, without the loading fallback', async () => {
    mockedLoadRemote.mockImplementation(async (id: string) => (id === 'scenarios/SuggestedActions' ? { default: Workshop } : null));
    await preloadRemotePage('scenarios', './SuggestedActions');
    renderPage('./SuggestedActions');
    expect(screen.getByRole('heading', { name: 'Workshop page 6' })).toBeInTheDocument();
    expect(screen.queryByText('Loading Workshop…')).not.toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('shows the error panel in place of a remote that fails, and Retry loads it again', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('RUNTIME-008 failed to load script'));
    renderPage('./Scenarios');
    expect(await screen.findByRole('alert')).toHaveTextContent('The Workshop area could not be loaded');
    expect(screen.getByText('Header still here')).toBeInTheDocument();

    mockedLoadRemote.mockImplementation(async (id: string) => (id === 'scenarios/Scenarios' ? { default: Workshop } : null));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Workshop page 6' })).toBeInTheDocument();
    // The failed remote is registered again under a fresh manifest URL so the runtime forgets the failure.
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'scenarios', entry: `${remotesJson.scenarios}?retry=1` }], { force: true },
    );
  });

  it('reports a chunk-load error when the remote hangs for CHUNK_LOAD_TIMEOUT_MS', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
    jest.useFakeTimers();
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    renderPage('./Comparison');
    await act(async () => { await jest.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1000); });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => { await jest.advanceTimersByTimeAsync(1000); });
    jest.useRealTimers();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('It took too long to load'));
  });

  it('settles a failed preload without throwing; the page then loads itself and shows the error panel', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('RUNTIME-008 failed to load script'));
    await expect(preloadRemotePage('scenarios', './Plans')).resolves.toBeUndefined();
    renderPage('./Plans');
    expect(await screen.findByRole('alert')).toHaveTextContent('The Workshop area could not be loaded');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });
});
