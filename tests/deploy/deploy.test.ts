import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { loadConfig } from '../../gateway/src/config.js';
import { renderTemplate } from '../../scripts/fleet/startFleet.js';

/**
 * The deploy/ artifacts parse and hang together. Docker has no engine on this machine, so the image is
 * not built here: the Dockerfile is checked line by line instead (deploy/README.md says so).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const deploy = (...p: string[]) => path.join(ROOT, 'deploy', ...p);
const read = (...p: string[]) => readFileSync(deploy(...p), 'utf8');

type Env = Record<string, string>;
interface Compose {
  services: Record<
    string,
    {
      image?: string;
      build?: { context: string; dockerfile: string };
      command?: string[];
      environment?: Env;
      depends_on?: Record<string, { condition: string }>;
      stop_grace_period?: string;
      volumes?: string[];
      ports?: string[];
      healthcheck?: { test: string[] };
    }
  >;
}

const seconds = (v: string): number => {
  const m = /^(\d+)(ms|s|m)$/.exec(v);
  if (!m) throw new Error(`not a duration: ${v}`);
  return Number(m[1]) * (m[2] === 'ms' ? 0.001 : m[2] === 'm' ? 60 : 1);
};
/** The longest a gateway with this environment takes to drain: pre-stop + deadline + 1 s flush. */
const drainSeconds = (env: Env): number => {
  const c = loadConfig(env);
  return (c.prestopDelayMs + c.shutdownTimeoutMs + 1_000) / 1000;
};

describe('deploy/compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as Compose;
  const gateways = Object.entries(compose.services).filter(([name]) => name.startsWith('gateway-'));

  it('runs the sandbox platform, two gateways at it and nginx in front, from one image built by deploy/Dockerfile', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['gateway-1', 'gateway-2', 'nginx', 'sandbox']);
    expect(gateways).toHaveLength(2);
    for (const [name, svc] of [...gateways, ['sandbox', compose.services.sandbox!] as const]) {
      expect(svc.build, name).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
      expect(existsSync(path.resolve(deploy(), svc.build!.context, svc.build!.dockerfile))).toBe(true);
    }
    expect(compose.services.sandbox?.command).toEqual(['node', 'dist/server/sandbox.js']);
    expect(compose.services.sandbox?.environment).toMatchObject({ SANDBOX_HOST: '0.0.0.0', SANDBOX_PORT: '8090' });
  });

  it('gateways: a valid configuration each, the sandbox as platform, their own instance ids, a stop grace above the drain', () => {
    const ids = new Set<string>();
    for (const [name, svc] of gateways) {
      const env = svc.environment!;
      expect(() => loadConfig(env), name).not.toThrow();
      expect(env.UPSTREAM_URL).toBe(`http://sandbox:${compose.services.sandbox?.environment?.SANDBOX_PORT}`);
      expect(loadConfig(env).trustProxy.kind).not.toBe('none'); // nginx's X-Forwarded-Proto must count
      ids.add(env.INSTANCE_ID!);
      expect(seconds(svc.stop_grace_period!)).toBeGreaterThan(drainSeconds(env));
      expect(svc.depends_on?.sandbox?.condition).toBe('service_healthy');
    }
    expect(ids.size).toBe(2);
  });

  it('nginx: the shipped template, pointed at both gateways on their port, started once they are healthy', () => {
    const nginx = compose.services.nginx!;
    const mount = nginx.volumes?.find((v) => v.includes('portal.conf.template'));
    expect(mount).toBe('./nginx/portal.conf.template:/etc/nginx/templates/portal.conf.template:ro');
    expect(existsSync(deploy('nginx/portal.conf.template'))).toBe(true);
    const port = String(loadConfig(gateways[0]![1].environment!).port);
    expect(nginx.environment).toEqual({ GATEWAY_1: `gateway-1:${port}`, GATEWAY_2: `gateway-2:${port}`, PORTAL_PORT: '80' });
    expect(() => renderTemplate(read('nginx/portal.conf.template'), nginx.environment!)).not.toThrow();
    expect(nginx.depends_on).toEqual({ 'gateway-1': { condition: 'service_healthy' }, 'gateway-2': { condition: 'service_healthy' } });
  });
});

describe('deploy/nginx/portal.conf.template', () => {
  const conf = read('nginx/portal.conf.template');
  const directive = (name: string) => [...conf.matchAll(new RegExp(`^\\s*${name}\\s+([^;]+);`, 'gm'))].map((m) => m[1]!.trim());

  it('keeps the port in the Host the gateway sees, and forwards what TRUST_PROXY believes', () => {
    expect(directive('proxy_set_header')).toEqual(
      expect.arrayContaining([
        'Host $http_host',
        'X-Forwarded-Proto $scheme',
        'X-Forwarded-For $proxy_add_x_forwarded_for',
        'X-Request-Id $request_id',
        'Connection ""',
      ]),
    );
    expect(conf).not.toMatch(/proxy_set_header\s+Host\s+\$host\b/);
  });

  it('closes idle upstream connections before the gateway would: below its keep-alive and drain time-outs', () => {
    const idle = seconds(directive('keepalive_timeout')[0]!);
    const env = (parse(read('compose.yaml'), { merge: true }) as Compose).services['gateway-1']!.environment!;
    const c = loadConfig(env);
    expect(idle * 1000).toBeLessThan(c.keepAliveTimeoutMs);
    expect(idle * 1000).toBeLessThan(c.shutdownTimeoutMs);
    expect(directive('proxy_next_upstream')).toEqual(['error timeout']); // never non_idempotent
  });
});

describe('deploy/kubernetes', () => {
  const dir = deploy('kubernetes');
  const docs = Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml')
      .map((f) => {
        const all = parseAllDocuments(readFileSync(path.join(dir, f), 'utf8'));
        for (const d of all) expect(d.errors, f).toEqual([]);
        return [f, all.map((d) => d.toJS() as K8s)];
      }),
  ) as Record<string, K8s[]>;
  interface K8s {
    apiVersion: string;
    kind: string;
    metadata: { name: string; labels?: Record<string, string> };
    spec: Record<string, unknown>;
  }
  const byKind = (kind: string): K8s => {
    const found = Object.values(docs)
      .flat()
      .filter((d) => d.kind === kind);
    expect(found, kind).toHaveLength(1);
    return found[0]!;
  };
  interface Container {
    ports: Array<{ name: string; containerPort: number }>;
    env: Array<{ name: string; value?: string; valueFrom?: unknown }>;
    readinessProbe: { httpGet: { path: string; port: string } };
    livenessProbe: { httpGet: { path: string; port: string } };
    startupProbe?: { httpGet: { path: string; port: string } };
    lifecycle: { preStop: { exec: { command: string[] } } };
    securityContext: { allowPrivilegeEscalation: boolean; readOnlyRootFilesystem: boolean };
  }
  const deployment = byKind('Deployment');
  const pod = deployment.spec.template as {
    metadata: { labels: Record<string, string> };
    spec: { terminationGracePeriodSeconds: number; securityContext: { runAsNonRoot: boolean }; containers: Container[] };
  };
  const container = pod.spec.containers[0]!;
  const env = Object.fromEntries(container.env.map((e) => [e.name, e.value ?? 'from-field'])) as Env;

  it('every file is listed in the kustomization, with the API versions a current cluster serves', () => {
    const kustomization = parse(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')) as { resources: string[] };
    expect(kustomization.resources.sort()).toEqual(Object.keys(docs).sort());
    const versions = Object.values(docs)
      .flat()
      .map((d) => `${d.kind} ${d.apiVersion}`)
      .sort();
    expect(versions).toEqual([
      'Deployment apps/v1',
      'HorizontalPodAutoscaler autoscaling/v2',
      'PodDisruptionBudget policy/v1',
      'Service v1',
    ]);
  });

  it('Deployment: a valid gateway configuration, non-root, probes on the declared ports', () => {
    expect(() => loadConfig(env)).not.toThrow();
    expect(pod.spec.securityContext.runAsNonRoot).toBe(true);
    expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true });
    const ports = new Map(container.ports.map((p) => [p.name, p.containerPort]));
    expect(container.readinessProbe.httpGet.path).toBe('/readyz');
    expect(container.livenessProbe.httpGet.path).toBe('/livez');
    for (const probe of [container.readinessProbe, container.livenessProbe, container.startupProbe!])
      expect(ports.has(probe.httpGet.port)).toBe(true);
    const c = loadConfig(env);
    // The probes are on the metrics listener, so it must listen beyond loopback.
    expect(ports.get('metrics')).toBe(c.metricsPort);
    expect(c.metricsHost).toBe('0.0.0.0');
    expect(ports.get('http')).toBe(c.port);
    expect(container.env.find((e) => e.name === 'INSTANCE_ID')?.valueFrom).toEqual({ fieldRef: { fieldPath: 'metadata.name' } });
  });

  it('preStop waits while the endpoint is removed, and terminationGracePeriodSeconds covers preStop plus the whole drain', () => {
    const [cmd, secs] = container.lifecycle.preStop.exec.command;
    expect(cmd).toBe('sleep');
    const preStop = Number(secs);
    expect(preStop).toBeGreaterThanOrEqual(3);
    expect(pod.spec.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(preStop + drainSeconds(env));
    expect(pod.spec.terminationGracePeriodSeconds).toBeLessThanOrEqual(preStop + drainSeconds(env) + 10);
  });

  it('Service, PodDisruptionBudget and HorizontalPodAutoscaler select or target that Deployment', () => {
    const labels = pod.metadata.labels;
    const matches = (selector: Record<string, string>) => Object.entries(selector).every(([k, v]) => labels[k] === v);
    expect((deployment.spec.selector as { matchLabels: Record<string, string> }).matchLabels).toEqual(labels);
    const service = byKind('Service');
    expect(matches(service.spec.selector as Record<string, string>)).toBe(true);
    const targets = (service.spec.ports as Array<{ targetPort: string }>).map((p) => p.targetPort);
    expect(targets.every((t) => container.ports.some((p) => p.name === t))).toBe(true);
    const pdb = byKind('PodDisruptionBudget');
    expect(matches((pdb.spec.selector as { matchLabels: Record<string, string> }).matchLabels)).toBe(true);
    expect(pdb.spec.maxUnavailable).toBe(1);
    const hpa = byKind('HorizontalPodAutoscaler');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: deployment.metadata.name });
    expect(hpa.spec.minReplicas as number).toBeGreaterThanOrEqual(2); // a PDB of one needs two to drain a node
  });
});

describe('deploy/Dockerfile (structure: no Docker engine here to build it)', () => {
  const text = read('Dockerfile');
  const lines = text
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages: Array<{ name: string; lines: string[] }> = [];
  for (const line of lines) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?$/i.exec(line);
    if (from) stages.push({ name: from[1] ?? '', lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  const final = stages.at(-1)!;

  it('is multi-stage: a build stage for the bundles and the compiled server, production dependencies only in the image', () => {
    expect(stages.map((s) => s.name)).toEqual(['build', 'deps', 'runtime']);
    expect(stages[0]!.lines).toContain('RUN npm run build');
    expect(stages[1]!.lines.some((l) => /^RUN npm ci --omit=dev\b/.test(l))).toBe(true);
    expect(final.lines).toContain('COPY --from=deps /app/node_modules ./node_modules');
    expect(final.lines).toContain('COPY --from=build /app/dist/client ./dist/client');
    expect(final.lines).toContain('COPY --from=build /app/dist/server ./dist/server');
    expect(final.lines.some((l) => /npm (ci|install)/.test(l))).toBe(false);
  });

  it('ships no transpiler: tsx is a development dependency, and no TypeScript source is copied into the image', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
      scripts: Record<string, string>;
    };
    expect(pkg.dependencies.tsx).toBeUndefined();
    expect(pkg.devDependencies.tsx).toBeDefined();
    expect(pkg.scripts.start).toMatch(/^node /);
    const runtimeCopies = final.lines.filter((l) => l.startsWith('COPY ')).join('\n');
    for (const source of ['gateway', 'shared', 'scripts', 'tsconfig.json']) expect(runtimeCopies).not.toMatch(new RegExp(` ${source}\\b`));
    expect(lines.join('\n')).not.toMatch(/tsx/);
  });

  it('runs as a non-root user, with a HEALTHCHECK on /livez, and starts the gateway', () => {
    const user = final.lines.filter((l) => l.startsWith('USER ')).at(-1);
    expect(user).toBe('USER node');
    const health = final.lines.find((l) => l.startsWith('HEALTHCHECK '));
    expect(health).toMatch(/--interval=\d+s .*CMD .*\/livez/);
    expect(final.lines.at(-1)).toBe('CMD ["node", "dist/server/main.js"]');
    expect(final.lines).toContain('STOPSIGNAL SIGTERM');
    expect(final.lines.find((l) => l.startsWith('EXPOSE'))).toBe('EXPOSE 8080 9464');
  });

  it('copies only paths that exist, and the image has everything the gateway and the sandbox import', () => {
    const sources = lines
      .filter((l) => l.startsWith('COPY ') && !l.includes('--from='))
      .flatMap((l) =>
        l
          .replace(/^COPY\s+(--\S+\s+)*/, '')
          .split(/\s+/)
          .slice(0, -1),
      );
    for (const src of sources) expect(existsSync(path.join(ROOT, src)), src).toBe(true);
    const runtimeCopies = final.lines.filter((l) => l.startsWith('COPY ')).join('\n');
    for (const needed of ['/app/dist/server', '/app/dist/client', 'static', 'package.json']) expect(runtimeCopies).toContain(` ${needed} `);
    // The build context ignores what must not be sent (its own node_modules would shadow the image's).
    const ignore = read('Dockerfile.dockerignore').split('\n');
    for (const entry of ['**/node_modules', 'dist', 'data', '.git']) expect(ignore).toContain(entry);
  });
});
