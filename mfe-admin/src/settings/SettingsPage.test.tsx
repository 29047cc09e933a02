import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PortalProvider, usePlan, useSession, type SettingsResponse } from '@portal/shared';
import { serveApi as serve, testAdvisor as advisor } from '@portal/shared/testing';
import SettingsPage from './SettingsPage';

jest.setTimeout(30000);

function renderSettings() {
  return render(
    // SWR's default cache, as in the portal: a save revalidates through the global mutate.
    <PortalProvider>
      <MemoryRouter initialEntries={['/plan/settings']}>
        <SettingsPage level={6} />
      </MemoryRouter>
    </PortalProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  usePlan.getState().reset();
  useSession.getState().signIn('test-token', advisor);
});

describe('plan settings (mfe-admin SettingsPage)', () => {
  it('asks for a plan before showing plan settings', () => {
    serve({});
    renderSettings();
    expect(screen.getByText(/Open a plan first/)).toBeInTheDocument();
  });

  it('shows the effective values of the selected plan and saves only the changed one', async () => {
    let stored: SettingsResponse = {
      level: 6, levelKey: 42, values: { banner_title: 'Parker Family Office', banner_phone: '555-0100' }, sources: { banner_title: 6, banner_phone: 4 },
    };
    const requests = serve({
      'GET /api/setting/profile/42': () => stored,
      'GET /api/setting/profile/assumption/42': () => [],
      'GET /api/setting/profile/report/42': () => [],
      'POST /api/setting/profile/42': (body) => {
        const { values } = body as { values: Record<string, string> };
        stored = { ...stored, values: { ...stored.values, ...values }, sources: { ...stored.sources, ...Object.fromEntries(Object.keys(values).map((k) => [k, 6])) } };
        return stored;
      },
    });
    usePlan.getState().selectPlan({ id: 42 });
    renderSettings();

    const title = await screen.findByRole('textbox', { name: 'Banner Title' });
    expect(title).toHaveValue('Parker Family Office');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('555-0100');
    const save = screen.getByRole('button', { name: 'Save Banner' });
    expect(save).toBeDisabled();

    await userEvent.clear(title);
    await userEvent.type(title, 'Parker Planning');
    expect(save).toBeEnabled();
    await userEvent.click(save);

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toEqual([{ method: 'POST', path: '/api/setting/profile/42', body: { values: { banner_title: 'Parker Planning' } } }]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Banner Title' })).toHaveValue('Parker Planning'));
  });

  // Another plan than the test above: SWR's cache is the portal's one, shared between the tests.
  it('shows the logo in effect and where it comes from; refuses an SVG before sending; uploads a PNG as base64 with its type', async () => {
    const inherited = { level: 4, levelKey: 9, from: 'the team', version: 'abc', contentType: 'image/png', width: 320, height: 107, bytes: 3670 };
    let stored: SettingsResponse = { level: 6, levelKey: 43, values: { banner_title: 'Parker Family Office' }, sources: { banner_title: 6 }, logo: inherited };
    const requests = serve({
      'GET /api/setting/profile/43': () => stored,
      'GET /api/setting/profile/assumption/43': () => [],
      'GET /api/setting/profile/report/43': () => [],
      'POST /api/setting/profile/43/logo': () => {
        stored = { ...stored, logo: { ...inherited, level: 6, levelKey: 43, from: 'the plan', version: 'def' } };
        return stored;
      },
    });
    usePlan.getState().selectPlan({ id: 43 });
    renderSettings();

    expect(await screen.findByText(/Inherited from Team\. PNG, 320 × 107 pixels, 4 KB\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove logo' })).not.toBeInTheDocument();
    const file = screen.getByLabelText('Logo file');
    await userEvent.upload(file, new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('“logo.svg” is not a PNG or JPEG image');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await userEvent.upload(file, new File([png], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('Logo saved.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/setting/profile/43/logo', body: { contentType: 'image/png', data: 'iVBORw0KGgo=' } },
    ]);
    expect(await screen.findByRole('button', { name: 'Remove logo' })).toBeInTheDocument();
    expect(screen.getByText(/Set at this level\./)).toBeInTheDocument();
  });
});
