import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../gateway/src/config.js';

describe('loadConfig', () => {
  it('defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      upstreamUrl: undefined,
      baseDomain: 'localhost',
      logLevel: 'info',
      trustProxy: { kind: 'none' },
      brandCacheTtlMs: 300_000,
      checkTimeoutMs: 5_000,
      backToBannoOrigins: [],
      metricsPort: undefined,
      metricsToken: undefined,
      clientDistDir: 'dist/client',
      staticDir: 'static',
      sandboxReset: false,
      sandboxProfile: 'full',
    });
  });

  it('parses every variable', () => {
    const c = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      UPSTREAM_URL: 'https://platform.example.com/',
      BASE_DOMAIN: 'Cards.Example.com',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: '10.0.0.0/8, loopback',
      BRAND_CACHE_TTL_MS: '1000',
      CHECK_TIMEOUT_MS: '250',
      BACK_TO_BANNO_ORIGINS: 'https://a.example, http://b.example:8080/',
      METRICS_PORT: '9100',
      METRICS_TOKEN: 'a-very-long-secret-token',
      CLIENT_DIST_DIR: '/tmp/dist',
      STATIC_DIR: '/tmp/static',
      SANDBOX_DATA_DIR: '/tmp/data',
      SANDBOX_RESET: 'true',
      SANDBOX_PROFILE: 'spec',
    });
    expect(c).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      upstreamUrl: 'https://platform.example.com',
      baseDomain: 'cards.example.com',
      logLevel: 'debug',
      trustProxy: { kind: 'list', entries: ['10.0.0.0/8', 'loopback'] },
      brandCacheTtlMs: 1000,
      checkTimeoutMs: 250,
      backToBannoOrigins: ['https://a.example', 'http://b.example:8080'],
      metricsPort: 9100,
      metricsToken: 'a-very-long-secret-token',
      sandboxDataDir: '/tmp/data',
      sandboxReset: true,
      sandboxProfile: 'spec',
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual({ kind: 'all' });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 });
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual({ kind: 'none' });
  });

  it('operations settings: drain, time-outs, probes, metrics listener, instance id', () => {
    expect(loadConfig({})).toMatchObject({
      prestopDelayMs: 0,
      shutdownTimeoutMs: 10_000,
      keepAliveTimeoutMs: 65_000,
      headersTimeoutMs: 20_000,
      readyTimeoutMs: 2_000,
      brandStaleIfErrorMs: 86_400_000,
      metricsHost: '127.0.0.1',
      instanceId: expect.stringMatching(/:\d+$/),
    });
    const c = loadConfig({
      PRESTOP_DELAY_MS: '5000',
      KEEP_ALIVE_TIMEOUT_MS: '75000',
      HEADERS_TIMEOUT_MS: '15000',
      READY_TIMEOUT_MS: '500',
      BRAND_STALE_IF_ERROR_MS: '0',
      METRICS_HOST: '0.0.0.0',
      INSTANCE_ID: 'card-portal-gateway-7d9f-abcde',
    });
    expect(c).toMatchObject({
      prestopDelayMs: 5_000,
      keepAliveTimeoutMs: 75_000,
      headersTimeoutMs: 15_000,
      readyTimeoutMs: 500,
      brandStaleIfErrorMs: 0,
      metricsHost: '0.0.0.0',
      instanceId: 'card-portal-gateway-7d9f-abcde',
    });
    let error: unknown;
    try {
      loadConfig({
        PRESTOP_DELAY_MS: '-1',
        KEEP_ALIVE_TIMEOUT_MS: '0',
        HEADERS_TIMEOUT_MS: '90000',
        READY_TIMEOUT_MS: 'soon',
        METRICS_HOST: 'metrics.example.com',
        INSTANCE_ID: 'pod name with spaces',
      });
    } catch (err) {
      error = err;
    }
    const named = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(named.sort()).toEqual([
      'HEADERS_TIMEOUT_MS',
      'INSTANCE_ID',
      'KEEP_ALIVE_TIMEOUT_MS',
      'METRICS_HOST',
      'PRESTOP_DELAY_MS',
      'READY_TIMEOUT_MS',
    ]);
  });

  it('greedy and slow clients: per-session and per-address /api calls, the session cookie, the write time-out', () => {
    expect(loadConfig({})).toMatchObject({
      apiMaxCallsPerSession: 64,
      apiMaxCallsPerClient: 1024,
      sessionCookie: 'CSSESSION',
      writeTimeoutMs: 30_000,
    });
    expect(
      loadConfig({
        API_MAX_CALLS_PER_SESSION: '16',
        API_MAX_CALLS_PER_CLIENT: '4096',
        SESSION_COOKIE: 'JSESSIONID',
        WRITE_TIMEOUT_MS: '5000',
      }),
    ).toMatchObject({
      apiMaxCallsPerSession: 16,
      apiMaxCallsPerClient: 4096,
      sessionCookie: 'JSESSIONID',
      writeTimeoutMs: 5_000,
    });
    expect(() => loadConfig({ SESSION_COOKIE: 'a b;c', WRITE_TIMEOUT_MS: '0', API_MAX_CALLS_PER_SESSION: 'many' })).toThrow(
      /SESSION_COOKIE[\s\S]*WRITE_TIMEOUT_MS|API_MAX_CALLS_PER_SESSION[\s\S]*SESSION_COOKIE/,
    );
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', UPSTREAM_URL: '' })).toMatchObject({ port: 8080, upstreamUrl: undefined });
  });

  it('reports every bad value at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        UPSTREAM_URL: 'not a url',
        BASE_DOMAIN: 'http://x.com',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'maybe',
        BRAND_CACHE_TTL_MS: '-5',
        CHECK_TIMEOUT_MS: '0',
        BACK_TO_BANNO_ORIGINS: 'https://ok.example,ftp://x,https://a.example/path',
        METRICS_PORT: '70000',
        METRICS_TOKEN: 'short',
        SANDBOX_RESET: 'perhaps',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    const named = problems.map((p) => p.split(':')[0]);
    for (const name of [
      'PORT',
      'UPSTREAM_URL',
      'BASE_DOMAIN',
      'LOG_LEVEL',
      'TRUST_PROXY',
      'BRAND_CACHE_TTL_MS',
      'CHECK_TIMEOUT_MS',
      'BACK_TO_BANNO_ORIGINS',
      'METRICS_PORT',
      'METRICS_TOKEN',
      'SANDBOX_RESET',
    ]) {
      expect(named).toContain(name);
    }
    expect(problems.filter((p) => p.startsWith('BACK_TO_BANNO_ORIGINS'))).toHaveLength(2);
    expect((error as Error).message).not.toContain('short');
  });

  it('main prints the problems and exits 1', async () => {
    const { spawnSync } = await import('node:child_process');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
      env: { ...process.env, PORT: 'x', LOG_LEVEL: 'nope', UPSTREAM_URL: 'http://127.0.0.1:9' },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('LOG_LEVEL');
  });
});
