import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { API_BASE, API_PATHS } from '@app/shared/api/paths';
import { ENV_NAMES } from '../src/config.ts';

/**
 * The production files (README.md, "Running in production") cannot be run on this machine, which
 * has no container engine: these checks keep them in step with the code they start.
 */
const ROOT = join(import.meta.dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const HEALTH = `${API_BASE}${API_PATHS.health}`;

type Container = {
  command?: string[];
  env?: Array<{ name: string }>;
  readinessProbe?: { httpGet: { path: string } };
  livenessProbe?: { httpGet: { path: string } };
  startupProbe?: { httpGet: { path: string } };
};
type Manifest = {
  kind: string;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  resources?: string[];
  spec?: { replicas?: number; template?: { spec: { containers: Container[] } } };
};

/** The script a `node --import tsx <script>` command runs, which must be in the repository. */
function scriptOf(command: string[]): string {
  expect(command.slice(0, 3)).toEqual(['node', '--import', 'tsx']);
  return command[3] ?? '';
}

describe('the Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('installs with npm ci from every workspace manifest, in stages, and runs as a non-root user', () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    for (const workspace of workspaces) {
      expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    }
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toMatch(/RUN npm ci /);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile.indexOf('USER node')).toBeLessThan(dockerfile.indexOf('CMD ['));
  });

  it('starts the server script that exists and checks the health path the API answers', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(existsSync(join(ROOT, scriptOf(JSON.parse(cmd ?? '[]') as string[])))).toBe(true);
    expect(dockerfile).toMatch(new RegExp(`HEALTHCHECK[\\s\\S]*${HEALTH.replaceAll('/', '\\/')}`));
    expect(dockerfile).toContain('COPY --from=web /app/apps/web/dist apps/web/dist');
  });
});

describe('compose.yaml', () => {
  type Service = {
    command?: string[];
    environment?: Record<string, string>;
    deploy?: { replicas?: number };
  };
  const compose = parse(read('compose.yaml')) as {
    services: Record<string, Service>;
    'x-cotiza-env': Record<string, string>;
  };

  it('runs two API containers and two workers on one PostgreSQL and one Redis', () => {
    expect(compose.services.api?.deploy?.replicas).toBe(2);
    expect(compose.services.worker?.deploy?.replicas).toBe(2);
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'postgres', 'redis', 'worker']);
    expect(existsSync(join(ROOT, scriptOf(compose.services.worker?.command ?? [])))).toBe(true);
    expect(compose.services.api?.environment?.IN_PROCESS_WORKER).toBe('false');
  });

  it('sets only variables the configuration reads', () => {
    const names = [
      ...Object.keys(compose['x-cotiza-env']),
      ...Object.keys(compose.services.api?.environment ?? {}).filter((name) => name !== '<<'),
    ];
    expect(names.filter((name) => !ENV_NAMES.includes(name))).toEqual([]);
  });
});

describe('the Kubernetes manifests', () => {
  const dir = join(ROOT, 'deploy', 'k8s');
  const manifests = readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .flatMap((file) =>
      parseAllDocuments(readFileSync(join(dir, file), 'utf8')).map((doc) => {
        expect(doc.errors).toEqual([]);
        return doc.toJS() as Manifest;
      }),
    );
  const deployments = manifests.filter((manifest) => manifest.kind === 'Deployment');
  const containers = deployments.flatMap((d) => d.spec?.template?.spec.containers ?? []);

  it('lists files that exist, and deploys an API and a worker that run scripts that exist', () => {
    const kustomization = manifests.find((manifest) => manifest.kind === 'Kustomization');
    for (const file of kustomization?.resources ?? [])
      expect(existsSync(join(dir, file))).toBe(true);
    expect(deployments).toHaveLength(2);
    for (const container of containers) {
      expect(existsSync(join(ROOT, scriptOf(container.command ?? [])))).toBe(true);
    }
  });

  it('probes the API on its health path and names only variables the configuration reads', () => {
    const api = containers.find((container) => container.readinessProbe);
    for (const probe of [api?.readinessProbe, api?.livenessProbe, api?.startupProbe]) {
      expect(probe?.httpGet.path).toBe(HEALTH);
    }
    const names = [
      ...containers.flatMap((container) => (container.env ?? []).map((entry) => entry.name)),
      ...manifests.flatMap((manifest) => Object.keys({ ...manifest.data, ...manifest.stringData })),
    ];
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name) => !ENV_NAMES.includes(name))).toEqual([]);
  });
});
