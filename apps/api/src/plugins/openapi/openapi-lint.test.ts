import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { allWebhookEvents, posRoutes, routes } from '@premia/contract';
import { describe, expect, it } from 'vitest';
import { buildOpenApi, operationIdOf } from './document.ts';

interface Schema {
  required?: string[];
  properties?: Record<string, unknown>;
}

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/**
 * The only warnings the document may have, and why:
 * - info-license: Premia is not published under a license; naming one would be false.
 * - no-server-example.com: the server is the address the API is configured with (PUBLIC_URL), which is
 *   localhost on a development checkout like this test's; in production it is the real address.
 */
const ACCEPTED_WARNINGS = ['info-license', 'no-server-example.com'];

const redoclyCli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

/** Redocly CLI's lint with its recommended rules: every problem it finds. */
async function lint(document: object): Promise<Problem[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'premia-openapi-'));
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(document));
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [redoclyCli, 'lint', '--extends', 'recommended', '--format', 'json', '--max-problems', '10000', file],
      // No telemetry, no update check: the lint runs offline.
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    return (JSON.parse(stdout) as { problems: Problem[] }).problems;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the OpenAPI document', () => {
  const document = buildOpenApi('http://localhost:3000');
  const operations = Object.values(document.paths).map(
    (item) => (item as { post: Record<string, unknown> }).post,
  );

  it('declares each webhook event, its body and its Standard Webhooks headers', () => {
    expect(Object.keys(document.webhooks)).toEqual([...allWebhookEvents]);
    const earned = document.webhooks['points.earned'] as {
      post: { parameters: { name: string }[]; requestBody: { content: Record<string, { schema: Schema }> } };
    };
    expect(earned.post.parameters.map((p) => p.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    const body = earned.post.requestBody.content['application/json']!.schema;
    expect(body.required).toEqual(['type', 'timestamp', 'data']);
    expect(body.properties?.type).toMatchObject({ const: 'points.earned' });
    // A platform event: its data, and said to go to the platform's endpoints.
    const created = document.webhooks['store.created'] as {
      post: { description: string; requestBody: { content: Record<string, { schema: Schema }> } };
    };
    expect(created.post.description).toContain('/admin/webhooks/create');
    const data = created.post.requestBody.content['application/json']!.schema.properties?.data as Schema;
    expect(data.required).toEqual(expect.arrayContaining(['storeId', 'name', 'createdBy']));
  });

  it("passes Redocly's recommended lint: no error, and only the warnings accepted above", async () => {
    const problems = await lint(document);
    const summary = problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`,
    );
    expect(summary.filter((line) => line.startsWith('error'))).toEqual([]);
    const warnings = problems.filter((p) => !ACCEPTED_WARNINGS.includes(p.ruleId));
    expect(warnings.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  }, 60_000);

  it('has every route once, each with its own operationId from its path', () => {
    expect(operations).toHaveLength(Object.keys(routes).length);
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
    expect(operationIdOf('/client/customer/add-points')).toBe('clientCustomerAddPoints');
    expect(document.paths['/general/upload-file/{modelType}']).toBeDefined();
  });

  it("marks the POS token's routes, and only them", () => {
    const marked = Object.entries(document.paths)
      .filter(([, item]) => (item as { post: { 'x-pos'?: boolean } }).post['x-pos'])
      .map(([p]) => p);
    expect(marked.sort()).toEqual(Object.keys(posRoutes).sort());
    const add = document.paths['/client/transaction/add'] as { post: Record<string, unknown> };
    expect(add.post.security).toEqual([{ staffSession: [] }, { posToken: [] }]);
    expect(add.post.tags).toContain('pos');
    const employees = document.paths['/client/get-all-employees'] as { post: Record<string, unknown> };
    expect(employees.post.security).toEqual([{ staffSession: [] }]);
  });

  it('documents every POS operation with its example and the RateLimit headers of its answers', () => {
    for (const path of Object.keys(posRoutes)) {
      const post = (
        document.paths[path] as {
          post: {
            requestBody: { content: { 'application/json': { example: unknown } } };
            responses: { 200: { headers?: object } };
          };
        }
      ).post;
      const example = post.requestBody.content['application/json'].example;
      expect(example, path).toEqual(posRoutes[path as keyof typeof posRoutes].example);
      expect(Object.keys(post.responses[200].headers ?? {}), path).toEqual([
        'RateLimit-Limit',
        'RateLimit-Remaining',
        'RateLimit-Reset',
      ]);
    }
  });

  it("gives each audience its caller's security scheme", () => {
    const securityOf = (p: string) => (document.paths[p] as { post: { security: unknown } }).post.security;
    expect(securityOf('/login/client')).toEqual([]);
    expect(securityOf('/admin/category/get-all')).toEqual([{ adminSession: [] }]);
    expect(securityOf('/wallet/profile')).toEqual([{ customerSession: [] }]);
    expect(securityOf('/client/info')).toEqual([{ staffSession: [] }, { adminSession: [] }]);
  });

  it('documents the failures each route can answer, with the shared envelope', () => {
    const responsesOf = (p: string) =>
      (document.paths[p] as { post: { responses: Record<string, { $ref?: string }> } }).post.responses;
    // Anonymous: a bad body, never 401/403; sign-in's own failures (wrong password, too many tries).
    expect(Object.keys(responsesOf('/general/get-countries')).sort()).toEqual([
      '200',
      '400',
      '413',
      '415',
      'default',
    ]);
    expect(Object.keys(responsesOf('/login/client')).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '413',
      '415',
      '429',
      'default',
    ]);
    // A store's row by id: another store's is 404; an Idempotency-Key reused with another body is 409.
    const givePoints = responsesOf('/client/customer/add-points');
    expect(Object.keys(givePoints)).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409', '413', '415']),
    );
    expect(givePoints['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
    const badRequest = document.components.responses.BadRequest as {
      content: { 'application/json': { example: unknown; schema: unknown } };
    };
    expect(badRequest.content['application/json'].example).toEqual({
      s: 'not-ok',
      m: 'El campo «email» es obligatorio.',
      code: 'validation.required',
      params: { field: 'email' },
      errorType: 'validation',
    });
    // The POS token is rate-limited.
    expect(responsesOf('/client/transaction/add')['429']).toBeDefined();
  });

  it('documents the upload and bulk routes as multipart/form-data with their file field and limits', () => {
    type Body = {
      content: Record<string, { schema: { properties: Record<string, Record<string, unknown>> } }>;
    };
    const bodyOf = (p: string) => (document.paths[p] as { post: { requestBody: Body } }).post.requestBody;
    const upload = bodyOf('/general/upload-file/{modelType}').content;
    expect(Object.keys(upload)).toEqual(['multipart/form-data']);
    expect(upload['multipart/form-data']!.schema.properties.file).toMatchObject({
      type: 'string',
      format: 'binary',
      'x-maxBytes': 5 * 1024 * 1024,
    });
    const bulk = bodyOf('/client/process-massive-give-points').content;
    expect(Object.keys(bulk).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(bulk['multipart/form-data']!.schema.properties).toMatchObject({
      action: expect.anything(),
      file: { 'x-maxBytes': 8 * 1024 * 1024 },
    });
  });

  it('names the store row an id points at with an x- extension, not a keyword of its own', () => {
    const text = JSON.stringify(document);
    expect(text).not.toMatch(/"(storeRef|adminRef)":/);
    expect(text).toContain('"x-storeRef":"customer"');
  });
});
