import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { loadConfig, settingNames } from './config.ts';
import { buildOpenApiDocument } from './openapi/document.ts';
import { projectRoot } from './paths.ts';
import { findExecutable } from './process/find-executable.ts';

/**
 * The compose files cannot run here (no container engine with compose): they are checked to
 * parse, to build from the Containerfile, and to name only settings the server knows. The README
 * names every setting too.
 */
const composeFiles = readdirSync(projectRoot).filter((name) => /^compose.*\.ya?ml$/.test(name));

interface ComposeFile {
  services: Record<
    string,
    {
      build?: { dockerfile?: string };
      image?: string;
      environment?: Record<string, unknown>;
      volumes?: string[];
    }
  >;
  volumes?: Record<string, unknown>;
}

describe('compose files', () => {
  it('exist', () => {
    expect(composeFiles).toContain('compose.yaml');
    expect(composeFiles).toContain('compose.scaled.yaml');
  });

  for (const file of composeFiles) {
    it(`${file} parses, builds from the Containerfile and names only known settings`, () => {
      // Compose reads YAML merge keys (`<<: *anchor`); so does this check.
      const compose = parse(readFileSync(join(projectRoot, file), 'utf8'), {
        merge: true,
      }) as ComposeFile;
      expect(Object.keys(compose.services).length).toBeGreaterThan(0);
      for (const [name, service] of Object.entries(compose.services)) {
        if (service.build) expect(service.build.dockerfile, name).toBe('Containerfile');
        // Only our own image's settings are ours to check (not PostgreSQL's or MinIO's).
        const ours = service.build !== undefined || service.image?.startsWith('everyday-tools');
        if (!ours) continue;
        for (const key of Object.keys(service.environment ?? {})) {
          expect(settingNames, `${file}: ${name}.environment.${key}`).toContain(key);
        }
        for (const volume of service.volumes ?? []) {
          const source = volume.split(':')[0] ?? '';
          if (!source.startsWith('.') && !source.startsWith('/')) {
            expect(compose.volumes ?? {}, `${file}: volume ${source}`).toHaveProperty([source]);
          }
        }
      }
    });
  }
});

describe('the README', () => {
  const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8');

  it('names every setting', () => {
    const missing = settingNames.filter((name) => !readme.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('builds the image with podman in the docker format, which keeps its health check', () => {
    const containerfile = readFileSync(join(projectRoot, 'Containerfile'), 'utf8');
    expect(containerfile).toMatch(/^HEALTHCHECK /m);
    // podman's default (OCI) format has no health check: it drops the HEALTHCHECK line.
    const builds = `${readme}\n${containerfile}`.match(/podman build[^\n]*/g) ?? [];
    expect(builds.length).toBeGreaterThan(0);
    for (const command of builds) expect(command).toContain('--format docker');
  });
});

/**
 * deploy/kubernetes cannot be applied here (no cluster): its manifests are checked to parse, to
 * be the ones kustomization.yaml lists, to name only settings the server knows with values it
 * takes, and to agree with each other and the server on ports, probe paths and labels.
 */
const kubernetesFolder = join(projectRoot, 'deploy', 'kubernetes');

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  data?: Record<string, string>;
  spec?: Record<string, unknown>;
}

interface Probe {
  httpGet: { path: string; port: string };
}

interface Container {
  name: string;
  image: string;
  envFrom?: ({ configMapRef: { name: string } } | { secretRef: { name: string } })[];
  env?: { name: string; value: string }[];
  ports: { name: string; containerPort: number }[];
  startupProbe?: Probe;
  readinessProbe: Probe;
  livenessProbe: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
}

interface PodTemplate {
  metadata: { labels: Record<string, string>; annotations?: Record<string, string> };
  spec: { terminationGracePeriodSeconds?: number; containers: Container[] };
}

interface Kustomization {
  resources: string[];
  secretGenerator: { name: string; envs: string[] }[];
  images: { name: string }[];
}

const kustomization = parse(
  readFileSync(join(kubernetesFolder, 'kustomization.yaml'), 'utf8'),
) as Kustomization;
const manifestFiles = readdirSync(kubernetesFolder).filter(
  (name) => /\.ya?ml$/.test(name) && name !== 'kustomization.yaml',
);
const manifests: Manifest[] = manifestFiles.flatMap((file) =>
  parseAllDocuments(readFileSync(join(kubernetesFolder, file), 'utf8')).map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors.join('; ')}`);
    return document.toJS() as Manifest;
  }),
);
const ofKind = (kind: string) => manifests.filter((manifest) => manifest.kind === kind);
const deployments = ofKind('Deployment');
const templateOf = (deployment: Manifest) => deployment.spec?.template as PodTemplate;
const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

/** The secret settings, read from the env file the Secret is generated from (its example here). */
function secretSettings(): Record<string, string> {
  const [generator] = kustomization.secretGenerator;
  const file = join(kubernetesFolder, `${generator?.envs[0] ?? ''}.example`);
  const lines = readFileSync(file, 'utf8').split('\n');
  return Object.fromEntries(
    lines
      .filter((line) => line.trim() !== '' && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** The environment a container gets: its ConfigMap and Secret, then its own env entries. */
function environmentOf(container: Container): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    if ('configMapRef' in source) {
      const configMap = ofKind('ConfigMap').find(
        (m) => m.metadata.name === source.configMapRef.name,
      );
      expect(configMap, `ConfigMap ${source.configMapRef.name}`).toBeDefined();
      Object.assign(environment, configMap?.data);
    } else {
      const names = kustomization.secretGenerator.map((generator) => generator.name);
      expect(names, `Secret ${source.secretRef.name}`).toContain(source.secretRef.name);
      Object.assign(environment, secretSettings());
    }
  }
  for (const entry of container.env ?? []) environment[entry.name] = entry.value;
  return environment;
}

/**
 * The server's shutdown grace when SHUTDOWN_GRACE_SECONDS is not set: the time a stopping worker
 * gives its running jobs before it hands them back, and a web process its answers in flight.
 */
const DEFAULT_SHUTDOWN_GRACE_SECONDS = 60;

describe('the Kubernetes manifests', () => {
  it('are the files kustomization.yaml lists, and the secrets file is never committed', () => {
    expect([...kustomization.resources].sort()).toEqual([...manifestFiles].sort());
    const gitignore = readFileSync(join(projectRoot, '.gitignore'), 'utf8').split('\n');
    for (const generator of kustomization.secretGenerator) {
      for (const file of generator.envs) {
        expect(existsSync(join(kubernetesFolder, `${file}.example`)), file).toBe(true);
        expect(gitignore).toContain(`deploy/kubernetes/${file}`);
      }
    }
  });

  it('name only settings the server knows, and keep the secrets out of the ConfigMap', () => {
    const named = [
      ...ofKind('ConfigMap').flatMap((configMap) => Object.keys(configMap.data ?? {})),
      ...Object.keys(secretSettings()),
      ...deployments.flatMap((deployment) =>
        templateOf(deployment).spec.containers.flatMap((c) => (c.env ?? []).map((e) => e.name)),
      ),
    ];
    for (const name of named) expect(settingNames, name).toContain(name);
    const secrets = ['DATABASE_URL', 'COOKIE_SECRET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
    expect(Object.keys(secretSettings()).sort()).toEqual([...secrets].sort());
    for (const configMap of ofKind('ConfigMap')) {
      for (const name of [...secrets, 'SMTP_PASSWORD']) {
        expect(configMap.data ?? {}, configMap.metadata.name).not.toHaveProperty([name]);
      }
    }
  });

  it('run a web and a worker Deployment whose settings the server takes', () => {
    const roles = deployments.map((deployment) => {
      const [container] = templateOf(deployment).spec.containers;
      return loadConfig(environmentOf(container as Container)).role;
    });
    expect(roles.sort()).toEqual(['web', 'worker']);
  });

  for (const deployment of deployments) {
    const name = deployment.metadata.name;
    const template = templateOf(deployment);

    it(`${name}: probes the paths the server answers, on its ports, with metrics for a scraper`, () => {
      const selector = deployment.spec?.selector as { matchLabels: Record<string, string> };
      expect(matches(selector.matchLabels, template.metadata.labels), name).toBe(true);
      const served = Object.keys(
        (buildOpenApiDocument('test') as { paths: Record<string, { get?: unknown }> }).paths,
      );
      for (const container of template.spec.containers) {
        const config = loadConfig(environmentOf(container));
        const port = (portName: string) =>
          container.ports.find((p) => p.name === portName)?.containerPort;
        expect(port('http')).toBe(config.port);
        // A scraper reaches the pod's address: the metrics listener must not bind loopback.
        expect(config.metrics).toEqual({ port: port('metrics'), host: '0.0.0.0' });
        expect(template.metadata.annotations?.['prometheus.io/port']).toBe(
          String(config.metrics?.port),
        );
        // Liveness asks only whether the process answers: an outage of PostgreSQL or S3 makes
        // pods unready (out of the Service, holding a rollout), never restarts them.
        expect(container.livenessProbe.httpGet.path).toBe('/api/health');
        expect(container.readinessProbe.httpGet.path).toBe('/api/ready');
        for (const probe of [
          container.startupProbe,
          container.readinessProbe,
          container.livenessProbe,
        ]) {
          if (!probe) continue;
          expect(served).toContain(probe.httpGet.path);
          expect(port(probe.httpGet.port), probe.httpGet.port).toBe(config.port);
        }
        expect(kustomization.images.map((image) => image.name)).toContain(
          container.image.split(':')[0],
        );
      }
    });

    it(`${name}: is given more time to stop than the server takes`, () => {
      for (const container of template.spec.containers) {
        const grace = Number(
          environmentOf(container).SHUTDOWN_GRACE_SECONDS ?? DEFAULT_SHUTDOWN_GRACE_SECONDS,
        );
        const command = container.lifecycle?.preStop?.exec?.command ?? [];
        const pause = command[0] === 'sleep' ? Number(command[1]) : 0;
        expect(template.spec.terminationGracePeriodSeconds ?? 30).toBeGreaterThan(grace + pause);
      }
    });
  }

  it('route each Service and disruption budget to pods that have its ports', () => {
    for (const service of ofKind('Service')) {
      const spec = service.spec as {
        selector: Record<string, string>;
        ports: { targetPort: string }[];
      };
      const selected = deployments.filter((d) =>
        matches(spec.selector, templateOf(d).metadata.labels),
      );
      expect(selected.length, service.metadata.name).toBeGreaterThan(0);
      for (const deployment of selected) {
        const names = templateOf(deployment).spec.containers.flatMap((c) =>
          c.ports.map((p) => p.name),
        );
        for (const port of spec.ports)
          expect(names, service.metadata.name).toContain(port.targetPort);
      }
    }
    const budgets = ofKind('PodDisruptionBudget');
    expect(budgets).toHaveLength(deployments.length);
    for (const budget of budgets) {
      const spec = budget.spec as { selector: { matchLabels: Record<string, string> } };
      const selected = deployments.filter((d) =>
        matches(spec.selector.matchLabels, templateOf(d).metadata.labels),
      );
      expect(selected, budget.metadata.name).toHaveLength(1);
    }
  });

  // kustomize is kubectl's: where it is installed, the folder must build as `kubectl apply -k`
  // would send it, the Secret's hashed name and the image's registry put in.
  const kubectl = findExecutable('kubectl');
  it.skipIf(!kubectl)('build with kubectl kustomize', () => {
    const folder = mkdtempSync(join(tmpdir(), 'kustomize-'));
    try {
      cpSync(kubernetesFolder, folder, { recursive: true });
      for (const generator of kustomization.secretGenerator) {
        for (const file of generator.envs) {
          copyFileSync(join(folder, `${file}.example`), join(folder, file));
        }
      }
      const built = execFileSync(kubectl as string, ['kustomize', folder], { encoding: 'utf8' });
      const resources = parseAllDocuments(built).map((document) => document.toJS() as Manifest);
      const [secret] = resources.filter((resource) => resource.kind === 'Secret');
      expect(secret?.metadata.name).toMatch(/^toolbox-secrets-[a-z0-9]+$/);
      const [image] = kustomization.images as { name: string; newName: string }[];
      for (const deployment of resources.filter((resource) => resource.kind === 'Deployment')) {
        const [container] = templateOf(deployment).spec.containers;
        expect(container?.image.startsWith(`${image?.newName}:`)).toBe(true);
        expect(container?.envFrom).toContainEqual({ secretRef: { name: secret?.metadata.name } });
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
