import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../test/harness';

type Operation = {
  summary?: string;
  description?: string;
  parameters?: Array<{ in: string; name: string; schema?: unknown }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

describe('the contract as OpenAPI (GET /api/openapi.json, /api/docs)', () => {
  let t: TestApp;
  let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };
  before(async () => {
    t = await createTestApp();
    const res = await t.call('GET', '/api/openapi.json');
    assert.equal(res.statusCode, 200);
    doc = res.json();
  });
  after(() => t.close());

  test('is OpenAPI 3.1 with request and response schemas and the access rule of a migrated call', () => {
    assert.equal(doc.openapi, '3.1.0');
    const save = doc.paths['/api/setting/team/{levelKey}']?.post;
    assert.ok(save, 'POST /api/setting/team/{levelKey} is listed');
    assert.match(save.description ?? '', /^Access: .+ Enforced rule: /);
    assert.ok(save.requestBody?.content?.['application/json']?.schema, 'request body schema');
    assert.deepEqual(save.parameters?.map((p) => [p.in, p.name]), [['path', 'levelKey']]);
    const ok = save.responses?.['2XX']?.content?.['application/json']?.schema as { properties?: Record<string, unknown> };
    assert.deepEqual(Object.keys(ok?.properties ?? {}).sort(), ['inherited', 'level', 'levelKey', 'logo', 'sources', 'values']);
    // The firm's logo is an image answer (PNG or JPEG), not JSON.
    const logo = doc.paths['/api/setting/profile/{levelKey}/logo']?.get;
    assert.deepEqual(Object.keys(logo?.responses?.['2XX']?.content ?? {}).sort(), ['image/jpeg', 'image/png']);
  });

  test('every /api operation declares its answer and who may call it', () => {
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/')) continue;
      for (const [method, op] of Object.entries(ops)) {
        const has2xx = Object.keys(op.responses ?? {}).some((k) => /^2/.test(k) && (op.responses![k].content || k === '2XX'));
        if (!has2xx || !op.description?.startsWith('Access:')) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    assert.deepEqual(missing, [], `${missing.length} operations are not registered from the contract`);
  });

  test('a migrated call validates its params before the handler: 400 naming the field', async () => {
    const token = await t.login('advisor@example.com');
    const res = await t.call('POST', '/api/setting/profile/1', { token, body: { values: { 'Bad Key': 'x' } } });
    assert.equal(res.statusCode, 400);
    assert.match(JSON.stringify(res.json().errors), /values/);
  });

  test('the reference renders from this server', async () => {
    const res = await t.call('GET', '/api/docs/');
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /swagger-ui-bundle\.js/);
    const init = await t.call('GET', '/api/docs/static/swagger-initializer.js');
    assert.equal(init.statusCode, 200);
  });
});
