import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { pnpmCommand } from '../scripts/lib.mjs';
import { ACCOUNTS, DEMO_PASSWORD, expect, test, type ApiClient } from './fixtures';

// The published packages as an outside developer gets them: the sdk's, the components' and the
// embed bundle's tarballs packed with `pnpm pack` (so `publishConfig` applies), installed with npm
// into a throwaway Vite + React + TypeScript app outside the workspace, type-checked with
// `tsc --noEmit`, built, served, and rendering MachineList (a customer) and JobReport (a partner's
// finished job, which no journey changes) against the started server, and `<eqp-machine-list>` of
// `import '@eqp/embed'` (typed by the package's declarations, its chunks bundled by the app's Vite). The app's own server answers the page and passes /api2 on to that server, as a
// host's reverse proxy would. Runs once (the `packed` project).

const exec = promisify(execFile);
const repo = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = DEMO_PASSWORD;
const CUSTOMER = ACCOUNTS.moderator.email;
const TECH = ACCOUNTS.tech.email;

/** The versions the workspace builds with, so the outside app tests the same ones. */
function workspaceVersions(): Record<string, string> {
  const modules = join(repo, 'packages/portal/node_modules');
  const version = (name: string) =>
    (JSON.parse(readFileSync(join(modules, name, 'package.json'), 'utf8')) as { version: string }).version;
  return Object.fromEntries(
    [
      'react',
      'react-dom',
      'swr',
      '@types/react',
      '@types/react-dom',
      'typescript',
      'vite',
      '@vitejs/plugin-react',
    ].map((name) => [name, version(name)]),
  );
}

async function run(cmd: string, args: string[], cwd: string): Promise<void> {
  try {
    await exec(cmd, args, { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NODE_ENV: '' } });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `${cmd} ${args.join(' ')} failed in ${cwd}\n${e.stdout ?? ''}\n${e.stderr ?? ''}\n${e.message}`,
    );
  }
}

/** dist/ as `npm test`'s package step left it, or built now when this spec runs alone. */
async function ensureBuilt(): Promise<void> {
  for (const [name, file] of [
    ['@eqp/sdk', 'packages/sdk/dist/react/index.js'],
    ['@eqp/components', 'packages/components/dist/MachineList.d.ts'],
    ['@eqp/embed', 'packages/embed/dist/eqp-embed.d.ts'],
  ] as const) {
    if (!existsSync(join(repo, file))) await pnpm(['--filter', name, 'run', 'build'], repo);
  }
}

/** pnpm as the root scripts run it: the one on PATH, or the pinned one through npx. */
function pnpm(args: string[], cwd: string): Promise<void> {
  const [cmd, ...pre] = pnpmCommand();
  return run(cmd!, [...pre, ...args], cwd);
}

async function pack(dir: string, destination: string): Promise<string> {
  const before = new Set(await readdir(destination));
  await pnpm(['pack', '--pack-destination', destination], join(repo, dir));
  const tarball = (await readdir(destination)).find((f) => !before.has(f) && f.endsWith('.tgz'));
  if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${dir}`);
  return `file:./packs/${tarball}`;
}

const APP_TSX = `import { useEffect, useRef, useState, type ReactNode } from 'react';
import '@eqp/embed';
import type { EqpEventMap, Token } from '@eqp/embed';
import { createClient, memoryTokenStore, type ApiClient, type LoginInput, type PortalScope } from '@eqp/sdk';
import { useUserInfo } from '@eqp/sdk/react';
import { PortalProvider, messagesFor, type SupportedLocale } from '@eqp/components';
import { MachineList, type MachineListProps } from '@eqp/components/MachineList';
import { JobReport } from '@eqp/components/JobReport';
import norwegian from '@eqp/components/messages/no.json';

const locale: SupportedLocale = 'en';
const jobId = Number(new URLSearchParams(location.search).get('job'));
const listProps: MachineListProps = { defaultView: 'cards', getMachineHref: (m) => '#machine-' + m.Id };
// The catalogues are published as JSON as well as through messagesFor.
if (Object.keys(norwegian).length !== Object.keys(messagesFor('no')).length) throw new Error('catalogues differ');

function SignedIn({ login, scope, label, children }: { login: LoginInput; scope: PortalScope; label: string; children: ReactNode }) {
  const [client] = useState<ApiClient>(() => createClient({ tokenStore: memoryTokenStore() }));
  const [state, setState] = useState<'signing-in' | 'ready' | 'failed'>('signing-in');
  useEffect(() => {
    client.login(login).then(
      () => setState('ready'),
      () => setState('failed'),
    );
  }, [client, login]);
  return (
    <section aria-label={label} data-state={state}>
      {state === 'ready' ? (
        <PortalProvider client={client} locale={locale}>
          <Who scope={scope} />
          {children}
        </PortalProvider>
      ) : (
        <p>{state === 'failed' ? 'Sign-in failed' : 'Signing in…'}</p>
      )}
    </section>
  );
}

function Who({ scope }: { scope: PortalScope }) {
  const { data } = useUserInfo(scope);
  return <p>Signed in as {data?.Email ?? '…'}</p>;
}

const customer: LoginInput = { username: '${CUSTOMER}', password: '${PASSWORD}', scope: 'customer' };
const partner: LoginInput = { username: '${TECH}', password: '${PASSWORD}', scope: 'partner' };

/** The custom element, created as any page would; the app's server passes /api2 on, so same origin. */
function Embedded() {
  const host = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<number | null>(null);
  useEffect(() => {
    const list = document.createElement('eqp-machine-list');
    list.setAttribute('api-base', location.origin);
    list.setAttribute('lang', 'no');
    list.tokenProvider = async (): Promise<Token> => {
      const answer = await fetch('/api2/token', {
        method: 'POST',
        headers: {
          Authorization: 'Basic ' + btoa(customer.username + ':' + customer.password),
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials&scope=ServiceProvider.Customer',
      });
      return (await answer.json()) as Token;
    };
    list.addEventListener('eqp-machine-select', (event) => {
      event.preventDefault();
      const detail: EqpEventMap['eqp-machine-select'] = event.detail;
      setSelected(detail.machineId);
    });
    host.current!.append(list);
    return () => list.remove();
  }, []);
  return (
    <section aria-label="Embedded">
      <div ref={host} />
      {selected !== null && <p>Selected machine {selected}</p>}
    </section>
  );
}

export function App() {
  // The host's own routing: ?job=<id> shows a partner's job report, ?embed the custom element,
  // anything else the machine list.
  if (new URLSearchParams(location.search).has('embed')) return <Embedded />;
  return (
    <main>
      {jobId > 0 ? (
        <SignedIn login={partner} scope="partner" label="Partner">
          <JobReport jobId={jobId} onBack={() => history.back()} />
        </SignedIn>
      ) : (
        <SignedIn login={customer} scope="customer" label="Customer">
          <MachineList {...listProps} />
        </SignedIn>
      )}
    </main>
  );
}
`;

const MAIN_TSX = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    resolveJsonModule: true,
    isolatedModules: true,
    verbatimModuleSyntax: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
  include: ['src'],
};

async function writeApp(
  app: string,
  packs: { sdk: string; components: string; embed: string },
): Promise<void> {
  const v = workspaceVersions();
  const pkg = {
    name: 'outside-app',
    private: true,
    type: 'module',
    dependencies: {
      '@eqp/sdk': packs.sdk,
      '@eqp/components': packs.components,
      '@eqp/embed': packs.embed,
      react: v['react'],
      'react-dom': v['react-dom'],
      swr: v['swr'],
    },
    devDependencies: {
      '@types/react': v['@types/react'],
      '@types/react-dom': v['@types/react-dom'],
      '@vitejs/plugin-react': v['@vitejs/plugin-react'],
      typescript: v['typescript'],
      vite: v['vite'],
    },
  };
  await mkdir(join(app, 'src'), { recursive: true });
  await writeFile(join(app, 'package.json'), JSON.stringify(pkg, null, 2));
  await writeFile(join(app, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
  await writeFile(
    join(app, 'vite.config.ts'),
    `import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\nexport default defineConfig({ plugins: [react()] });\n`,
  );
  await writeFile(
    join(app, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outside app</title></head>` +
      `<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n`,
  );
  await writeFile(join(app, 'src/App.tsx'), APP_TSX);
  await writeFile(join(app, 'src/main.tsx'), MAIN_TSX);
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves the built app and passes /api2 on to the e2e server. */
function serve(dist: string, api: URL): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api2/')) {
      const upstream = httpRequest(
        {
          host: api.hostname,
          port: api.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: api.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const file = normalize(join(dist, url.pathname === '/' ? 'index.html' : url.pathname));
    if (!file.startsWith(dist)) return void res.writeHead(403).end();
    readFile(file).then(
      (body) =>
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      });
    }),
  );
}

/** A finished job of the technician (read-only, so no other journey changes it): id and title. */
async function finishedJob(tech: ApiClient): Promise<{ id: number; title: string }> {
  const job = (await tech.request(tech.api.GET('/api2/partner/jobs/view'))).Finished[0];
  expect(job, 'a finished job of tech@demo.test').toBeDefined();
  return { id: job!.Id, title: job!.DisplayName?.trim() || `Job ${job!.Id}` };
}

test('the packed sdk, components and embed bundle install, type-check, build and render in an outside Vite app', async ({
  page,
  api,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  const timings: string[] = [];
  let started = Date.now();
  const lap = (label: string) => {
    timings.push(`${label} ${((Date.now() - started) / 1000).toFixed(1)} s`);
    started = Date.now();
  };

  const app = await mkdtemp(join(tmpdir(), 'eqp-outside-app-'));
  let served: { server: Server; origin: string } | undefined;
  try {
    await ensureBuilt();
    await mkdir(join(app, 'packs'));
    const packs = {
      sdk: await pack('packages/sdk', join(app, 'packs')),
      components: await pack('packages/components', join(app, 'packs')),
      embed: await pack('packages/embed', join(app, 'packs')),
    };
    await writeApp(app, packs);
    lap('pack');
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app);
    lap('npm install');
    await run(join(app, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.json'], app);
    lap('tsc --noEmit');
    await run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app);
    lap('vite build');

    // What got installed is the packed build, not the workspace sources.
    const installed = JSON.parse(
      await readFile(join(app, 'node_modules/@eqp/components/package.json'), 'utf8'),
    ) as {
      exports: Record<string, unknown>;
    };
    expect(installed.exports['./MachineList']).toEqual({
      types: './dist/MachineList.d.ts',
      import: './dist/MachineList.js',
    });
    expect(existsSync(join(app, 'node_modules/@eqp/components/src'))).toBe(false);

    served = await serve(join(app, 'dist'), new URL(baseURL!));
    const job = await finishedJob(await api.signIn('tech'));
    await page.goto(served.origin);
    const customer = page.getByRole('region', { name: 'Customer' });
    await expect(customer.getByText(`Signed in as ${CUSTOMER}`)).toBeVisible();
    await expect(customer.getByRole('heading', { name: 'Equipment list' })).toBeVisible();
    await expect(customer.getByRole('list', { name: 'Equipment list' }).getByRole('listitem')).toHaveCount(
      30,
    );
    // For a person looking at the run: how the outside app shows each component.
    await page.screenshot({ path: testInfo.outputPath('outside-app-machine-list.png') });

    await page.goto(`${served.origin}/?job=${job.id}`);
    const partner = page.getByRole('region', { name: 'Partner' });
    await expect(partner.getByText(`Signed in as ${TECH}`)).toBeVisible();
    await expect(partner.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await expect(partner.getByRole('list', { name: 'Equipment' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('outside-app-job-report.png'), fullPage: true });

    // The embed bundle from npm: the element registered by the import, in Norwegian (a chunk the
    // app's build took along), with the machines; a machine's link goes to the host's listener.
    await page.goto(`${served.origin}/?embed`);
    const embedded = page.getByRole('region', { name: 'Embedded' });
    const list = embedded.locator('eqp-machine-list');
    await expect(list.getByRole('heading', { name: 'Utstyrsliste' })).toBeVisible();
    await expect(list.getByRole('list', { name: 'Utstyrsliste' }).getByRole('listitem')).toHaveCount(30);
    await list.getByRole('listitem').first().getByRole('link').first().click();
    await expect(embedded.getByText(/^Selected machine \d+$/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('outside-app-embed.png') });
    lap('render in Chromium');
    console.log(`packed packages in an outside app: ${timings.join(', ')}`);
  } finally {
    served?.server.close();
    await rm(app, { recursive: true, force: true });
  }
});
