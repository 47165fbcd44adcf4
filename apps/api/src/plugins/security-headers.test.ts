import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { securityHeaders } from './security-headers.ts';

const t = useTestApp({ seed: false });

describe('security headers', () => {
  const expected = securityHeaders({ contentSecurityPolicy: contentSecurityPolicy(null) });

  it('are helmet’s own', () => {
    expect(expected).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(expected['content-security-policy']).toContain("script-src 'self'");
    expect(expected).not.toHaveProperty('x-powered-by');
  });

  it('come with every answer: an API call, its refusal, a page not found, the health check', async () => {
    const answers = [
      await t.app.inject({ method: 'POST', url: '/general/client-config', payload: {} }),
      await t.app.inject({ method: 'POST', url: '/client/customer/add-points', payload: {} }),
      await t.app.inject({ method: 'GET', url: '/no-such-page' }),
      await t.app.inject({ method: 'GET', url: '/health' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 200]);
    for (const answer of answers) expect(answer.headers).toMatchObject(expected);
  });

  it('leave a route its own policy: the API docs page', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).not.toBe(expected['content-security-policy']);
  });
});
