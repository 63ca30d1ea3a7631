import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { LATENCY_BUCKETS, LeanCounter, LeanHistogram } from '../../gateway/src/metrics/requestSeries.js';
import { apiFamilyCandidate, createApiFamilies } from '../../gateway/src/metrics/routeFamily.js';

/**
 * The lean series behind the per-answer metrics must read exactly as prom-client wrote them before,
 * so dashboards and alerts keep working: the same observations rendered by both must be the same text.
 */
describe('lean request series', () => {
  const observations: [string, string, string, number][] = [
    ['api', 'v1/users', '200', 0.0004],
    ['api', 'v1/users', '200', 0.001],
    ['api', 'v1/users', '503', 0.03],
    ['page', 'page:public', '200', 0.7],
    ['api', 'other', '404', 45],
    ['assets', 'assets', '304', 0.0025],
  ];

  it('a counter renders as prom-client renders it', async () => {
    const registry = new Registry();
    const theirs = new Counter({
      name: 'gateway_requests_total',
      help: 'Answers.',
      labelNames: ['kind', 'family', 'code'],
      registers: [registry],
    });
    const ours = new LeanCounter('gateway_requests_total', 'Answers.', ['kind', 'family', 'code']);
    for (const [kind, family, code] of observations) {
      theirs.inc({ kind, family, code });
      ours.inc(`${kind}\n${family}\n${code}`, [kind, family, code]);
    }
    theirs.inc({ kind: 'api', family: 'v1/users', code: '200' }, 3);
    ours.inc('api\nv1/users\n200', ['api', 'v1/users', '200'], 3);
    expect(ours.render()).toBe(`${await registry.getSingleMetricAsString('gateway_requests_total')}\n`);
  });

  it('a histogram renders as prom-client renders it: cumulative buckets with le first, +Inf, sum and count', async () => {
    const registry = new Registry();
    const theirs = new Histogram({
      name: 'gateway_request_duration_seconds',
      help: 'Time.',
      labelNames: ['kind', 'family'],
      buckets: [...LATENCY_BUCKETS],
      registers: [registry],
    });
    const ours = new LeanHistogram('gateway_request_duration_seconds', 'Time.', ['kind', 'family']);
    for (const [kind, family, , seconds] of observations) {
      theirs.observe({ kind, family }, seconds);
      ours.observe(`${kind}\n${family}`, [kind, family], seconds);
    }
    const text = ours.render();
    expect(text).toBe(`${await registry.getSingleMetricAsString('gateway_request_duration_seconds')}\n`);
    // A value on a bucket's bound counts in that bucket; one past the last bound only in +Inf.
    expect(text).toContain('gateway_request_duration_seconds_bucket{le="0.001",kind="api",family="v1/users"} 2\n');
    expect(text).toContain('gateway_request_duration_seconds_bucket{le="30",kind="api",family="other"} 0\n');
    expect(text).toContain('gateway_request_duration_seconds_bucket{le="+Inf",kind="api",family="other"} 1\n');
  });

  it('escapes label values as the exposition format requires', () => {
    const c = new LeanCounter('x_total', 'X.', ['family']);
    c.inc('k', ['a"b\\c\nd']);
    expect(c.render()).toContain('x_total{family="a\\"b\\\\c\\nd"} 1\n');
  });
});

describe('api route families', () => {
  it('remembered candidates are the candidates: with and without a query, deep paths, odd ones', () => {
    const families = createApiFamilies();
    const urls = [
      '/api/v1/users/accountsummary?page=0',
      '/api/v1/users/12/x',
      '/api/authentication/login',
      '/api/authentication/logout?x=1',
      '/api/v1',
      '/api/',
      '/api/v1//x',
      '/api/Echo?x=/a/b/c/d',
      '/api/%2e%2e/x',
    ];
    for (let round = 0; round < 2; round++) for (const url of urls) expect(families(url, 200)).toBe(apiFamilyCandidate(url));
  });

  it('a scanner’s random paths still all count as other once 64 families are known', () => {
    const families = createApiFamilies(64);
    for (let i = 0; i < 64; i++) families(`/api/f${i}/x`, 200);
    for (let i = 0; i < 2000; i++) expect(families(`/api/r${i}/x`, 200)).toBe('other');
    expect(families('/api/f3/y', 200)).toBe('f3');
  });
});
