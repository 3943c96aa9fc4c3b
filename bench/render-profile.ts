/**
 * Where a cold page render's CPU goes (issue 32, point 4). Starts the store as bench:pages does, plus a BFF with
 * the page cache off (PAGE_CACHE_MB=0) running under `node --cpu-prof` and a server render built with source
 * maps, keeps CONNECTIONS requests in flight on one page for SECONDS, stops that BFF and reads its profile. Each
 * sample is put down to the package (or the store's own source folder) of the code it was in, through the source
 * maps of the server render and of the BFF's bundle. It prints, per request: self time by package, inclusive
 * time by group (React, Emotion and Chakra, the Apollo client, the BFF's GraphQL, the store API's fetch, HTML
 * assembly, compression, garbage collection), and the functions with the most inclusive time. Run
 * `npm run build` first; it asserts nothing.
 *
 *   npm run bench:render-profile  (BENCH_PAGE=/product/detail/<first product> BENCH_SECONDS=15 BENCH_CONNECTIONS=4)
 *   BENCH_PROFILE=<the .cpuprofile it names> npm run bench:render-profile  (reads a profile again)
 *   BENCH_PHASE=Apollo  (also lists the functions of the phases whose name holds it)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startStack } from '../tests/e2e/support/stack';
import { startColdBff, type ColdBff } from './cold-bff';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const repoRoot = path.resolve(import.meta.dirname, '..');

if (!fs.existsSync(path.join(repoRoot, 'server/bff/dist/main.js'))) {
  console.error('bench:render-profile needs a production build (server/bff/dist/main.js): run `npm run build` first');
  process.exit(1);
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The server render again, with source maps, beside the real one (same code; the maps name its packages). */
function buildMappedServerRender(outDir: string): string {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', outDir, '--sourcemap', '--emptyOutDir'],
    { cwd: path.join(repoRoot, 'web'), encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error(`the mapped server render did not build:\n${result.stderr}`);
  return path.join(outDir, 'entry-server.js');
}

const sourceMaps = new Map<string, SourceMap | null>();

function sourceMapOf(file: string): SourceMap | null {
  if (!sourceMaps.has(file)) {
    const mapFile = `${file}.map`;
    sourceMaps.set(
      file,
      fs.existsSync(mapFile) ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8')) as SourceMapPayload) : null,
    );
  }
  return sourceMaps.get(file) ?? null;
}

/** The package a file belongs to (`react-dom`, `@emotion/serialize`), or its folder in the store (`web/src/lib`). */
function ownerOf(file: string): string {
  const inModules = file.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [scope = '', name = ''] = file.slice(inModules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const relative = path.relative(repoRoot, file);
  if (relative.startsWith('..')) return file;
  const parts = relative.split(path.sep);
  return parts.slice(0, parts[0] === 'web' || parts[0] === 'server' ? 3 : 2).join('/');
}

/** Who a profile frame's code belongs to: V8's own entries, Node's internals, or a package or store folder. */
function frameOwner({ url, lineNumber, columnNumber, functionName }: CallFrame): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return `node:${url.replace(/^node:(internal\/)?/, '').split('/')[0]}`;
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const map = sourceMapOf(file);
  if (map) {
    const entry = map.findEntry(lineNumber, columnNumber) as { originalSource?: string };
    if (entry.originalSource) {
      const original = entry.originalSource.startsWith('file://')
        ? fileURLToPath(entry.originalSource)
        : path.resolve(path.dirname(file), entry.originalSource);
      return ownerOf(original);
    }
  }
  return ownerOf(file);
}

/** The groups the brief asks about, by owner. Whatever matches none is "other". */
const GROUPS: [group: string, test: (owner: string) => boolean][] = [
  ['React (react, react-dom)', (owner) => /^(react|react-dom|scheduler)$/.test(owner)],
  ['Emotion and Chakra styling', (owner) => /^(@emotion\/|@chakra-ui\/|@pandacss\/|@ark-ui\/|@zag-js\/)/.test(owner)],
  ['react-router', (owner) => /^(react-router|@remix-run\/)/.test(owner)],
  ['Apollo client (render side)', (owner) => /^(@apollo\/client|rxjs|@wry\/|optimism|zen-observable)/.test(owner)],
  ['graphql-js', (owner) => owner === 'graphql'],
  ['Apollo server and BFF resolvers', (owner) => /^(@apollo\/server|@graphql-tools\/|server\/bff\/)/.test(owner)],
  [
    'HTTP to the store API (node:http client, node-fetch)',
    (owner) => /^(undici|node-fetch|node:_http_client|node:_http_agent)$/.test(owner),
  ],
  ['Node internals (streams, zlib, timers)', (owner) => owner.startsWith('node:')],
  ['express, compression', (owner) => /^(express|compression|body-parser|on-headers|finalhandler)/.test(owner)],
  ['store web code (web/src)', (owner) => owner.startsWith('web/src')],
  ['garbage collection', (owner) => owner === '(garbage collector)'],
];

/** Whether a frame runs the server render's bundle (web/dist-server), whose packages are the web's copies. */
const inRenderBundle = (frame: CallFrame) => frame.url.includes('/dist-server/');

/**
 * The phase of the request a sample belongs to, by what its stack holds (first rule that matches): the render's
 * styling, its Apollo client, React itself, the BFF's GraphQL execution, the HTTP client to the store API,
 * compression, the HTTP server. A stack that resumed after an `await` shows only what runs since then.
 */
function phaseOf(stack: CallFrame[], owners: string[]): string {
  if (owners[0] === '(garbage collector)') return 'garbage collection';
  const render = stack.map(inRenderBundle);
  const renderOwners = owners.filter((_, index) => render[index]);
  const bffOwners = owners.filter((_, index) => !render[index]);
  const has = (list: string[], test: RegExp) => list.some((owner) => test.test(owner));
  if (has(bffOwners, /^(@apollo\/server|@graphql-tools\/|graphql|dataloader)$/))
    return 'data: BFF GraphQL (in-process execution, resolvers)';
  // The BFF's store API client is node:http on a keep-alive agent (datasources/http-exchange.ts), node-fetch before.
  if (
    has(bffOwners, /^(node-fetch|undici|node:_http_client|node:_http_agent)$/) ||
    stack.some((frame) => frame.functionName === 'parserOnIncomingClient')
  )
    return 'data: HTTP client to the store API';
  if (renderOwners.length > 0) {
    if (has(renderOwners, /^(@emotion\/|@chakra-ui\/|@ark-ui\/|@zag-js\/)/)) return 'render: Chakra and Emotion';
    if (has(renderOwners, /^(@apollo\/client|optimism|@wry\/|rxjs|graphql|apollo-upload-client)$/))
      return 'render: Apollo client (hooks, cache, link)';
    if (has(renderOwners, /^(react|react-dom|scheduler)$/)) return 'render: React (components, Fizz)';
    if (has(renderOwners, /^react-router$/)) return 'render: react-router';
    return 'render: entry (setup, styles to <head>, state)';
  }
  if (has(bffOwners, /^(node:zlib|compression)$/)) return 'compression';
  if (has(bffOwners, /^server\/bff\/src$/)) return 'BFF (page answer, cache, other)';
  if (has(bffOwners, /^(express|router|body-parser|finalhandler|send|serve-static|node:_http_server)$/))
    return 'HTTP server (express, node:http)';
  return `other (${owners[0]})`;
}

function groupOf(owner: string): string {
  return GROUPS.find(([, test]) => test(owner))?.[0] ?? `other (${owner})`;
}

function analyse(profile: CpuProfile, windowMicros: { from: number; to: number }, requests: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stackOf = (id: number): ProfileNode[] => {
    const stack: ProfileNode[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) stack.push(byId.get(at)!);
    return stack;
  };
  const selfByOwner = new Map<string, number>();
  const totalByGroup = new Map<string, number>();
  const totalByFunction = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  const selfByGroup = new Map<string, number>();
  const selfByPhase = new Map<string, number>();
  const selfInPhase = new Map<string, number>();
  const totalInPhase = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, micros: number) => map.set(key, (map.get(key) ?? 0) + micros);
  let time = profile.startTime;
  let busy = 0;
  profile.samples.forEach((id, index) => {
    // A sample's delta is the time since the previous one: the time its stack was running.
    const micros = profile.timeDeltas[index + 1] ?? 0;
    time += profile.timeDeltas[index] ?? 0;
    if (time < windowMicros.from || time > windowMicros.to) return;
    const stack = stackOf(id);
    const leaf = stack[0]!.callFrame;
    if (leaf.functionName === '(idle)' || leaf.functionName === '(program)') return;
    busy += micros;
    const owner = frameOwner(leaf);
    add(selfByOwner, owner, micros);
    add(selfByGroup, groupOf(owner), micros);
    add(selfByFunction, `${leaf.functionName || '(anonymous)'} (${owner})`, micros);
    const owners = stack.map((frame) => frameOwner(frame.callFrame));
    const phase = phaseOf(
      stack.map((frame) => frame.callFrame),
      owners,
    );
    add(selfByPhase, phase, micros);
    if (process.env.BENCH_PHASE && phase.includes(process.env.BENCH_PHASE)) {
      add(selfInPhase, `${leaf.functionName || '(anonymous)'} (${owner})`, micros);
      for (const name of new Set(
        stack.map((frame) => `${frame.callFrame.functionName} (${frameOwner(frame.callFrame)})`),
      ))
        add(totalInPhase, name, micros);
    }
    const groups = new Set<string>();
    const functions = new Set<string>();
    for (const frame of stack) {
      const frameOwnerName = frameOwner(frame.callFrame);
      if (!/^\((root|native|program)\)$/.test(frameOwnerName)) groups.add(groupOf(frameOwnerName));
      if (frame.callFrame.functionName) functions.add(`${frame.callFrame.functionName} (${frameOwnerName})`);
    }
    for (const group of groups) add(totalByGroup, group, micros);
    for (const name of functions) add(totalByFunction, name, micros);
  });
  const perRequest = (micros: number) => `${(micros / 1000 / requests).toFixed(2)} ms`;
  const share = (micros: number) => `${((micros / busy) * 100).toFixed(0)}%`;
  const table = (title: string, map: Map<string, number>, limit: number) => {
    console.log(`\n| ${title} | per request | share |\n|---|---|---|`);
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .forEach(([name, micros]) => console.log(`| ${name} | ${perRequest(micros)} | ${share(micros)} |`));
  };
  console.log(`\nBFF busy (not idle) ${perRequest(busy)} per request over ${requests} requests`);
  table('time by phase (each sample once)', selfByPhase, 20);
  if (process.env.BENCH_PHASE) {
    table(`self time by function in phases "${process.env.BENCH_PHASE}"`, selfInPhase, 40);
    table(`inclusive time by function in phases "${process.env.BENCH_PHASE}"`, totalInPhase, 60);
  }
  table('self time by group', selfByGroup, 20);
  table('self time by package', selfByOwner, 30);
  table('inclusive time by group (a sample counts once per group on its stack)', totalByGroup, 20);
  table('self time by function', selfByFunction, 40);
  table('inclusive time by function', totalByFunction, 80);
}

/** What a profile was measured over, kept beside it so BENCH_PROFILE can read it again without running anything. */
interface ProfileRun {
  requests: number;
  window: { from: number; to: number };
}

if (process.env.BENCH_PROFILE) {
  const file = process.env.BENCH_PROFILE;
  const run = JSON.parse(fs.readFileSync(`${file}.run.json`, 'utf8')) as ProfileRun;
  analyse(JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile, run.window, run.requests);
  process.exit(0);
}

const stack = await startStack();
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-profile-'));
const mappedEntry = buildMappedServerRender(path.join(profileDir, 'dist-server'));
let bff: ColdBff | undefined;
try {
  bff = await startColdBff(stack.apiUrl, mappedEntry, {
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
    webDist: path.join(path.dirname(stack.webServerEntry), '..', 'dist'),
  });
  const { child, origin } = bff;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const { data } = (await (await fetch(`${stack.apiUrl}/products?limit=1`)).json()) as { data: { id: number }[] };
  const page = process.env.BENCH_PAGE ?? `/product/detail/${data[0]!.id}`;
  const load = (seconds: number) =>
    autocannon({
      url: `${origin}${page}`,
      connections: CONNECTIONS,
      duration: seconds,
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
  await load(3);
  const result = await load(SECONDS);
  const stopAsked = Date.now();
  bff.stop();
  await exited;
  const stopMillis = Date.now() - stopAsked;
  const profileFile = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!profileFile) throw new Error('the BFF wrote no profile');
  const profile = JSON.parse(fs.readFileSync(path.join(profileDir, profileFile), 'utf8')) as CpuProfile;
  const [load1, load5] = os.loadavg();
  console.log(
    `${page}, cold: ${result.requests.total} requests in ${SECONDS} s (${(result.requests.total / SECONDS).toFixed(1)}` +
      ` req/s), ${CONNECTIONS} connections, non-2xx ${result.non2xx + result.errors}; load ${load1!.toFixed(2)} /` +
      ` ${load5!.toFixed(2)}; profile ${path.join(profileDir, profileFile)}`,
  );
  // The measured load is the profile's last SECONDS before the stop.
  const to = profile.endTime - stopMillis * 1000;
  const run: ProfileRun = { requests: result.requests.total, window: { from: to - SECONDS * 1_000_000, to } };
  fs.writeFileSync(`${path.join(profileDir, profileFile)}.run.json`, JSON.stringify(run));
  analyse(profile, run.window, run.requests);
} finally {
  if (bff?.child.exitCode === null) bff.stop();
  await stack.stop();
}
