/**
 * The statements a catalogue request sends, each with its EXPLAIN (ANALYZE, BUFFERS) on a grown database
 * (bench:catalogue --keep): for finding what a slow scenario spends its time on.
 *
 *   DATABASE_URL=postgres://…/bench_catalogue_NAME npx tsx bench/catalogue/explain.ts 'search=chair&colorId=3'
 *
 * Each argument is a store API query string of `/products` (or `suggestions:TEXT`, `facets:QUERY`, `detail:ID`). Without
 * DATABASE_URL, `--data-dir DIR` opens a kept PGlite folder. Each statement is explained `--runs N` times (default
 * 5) and the fastest run shown; `--plans` prints its whole plan, not only its times; `--repeat N` times N more
 * requests of each without EXPLAIN (the service and the database, one at a time, no HTTP).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { productListQuery } from '@spectrum/shared';
import {
  createPgliteDb,
  createPostgresDb,
  type Db,
  type QueryOptions,
  type SqlParam,
} from '../../server/api/src/db/client';
import { catalogueFacets, listCatalogue, suggest } from '../../server/api/src/modules/products/catalogue.service';
import { getPublicProduct } from '../../server/api/src/modules/products/products.service';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    plans: { type: 'boolean', default: false },
    repeat: { type: 'string', default: '0' },
    runs: { type: 'string', default: '5' },
    'data-dir': { type: 'string' },
  },
});

interface Sent {
  sql: string;
  params: readonly SqlParam[];
}

const db: Db = process.env.DATABASE_URL
  ? createPostgresDb(process.env.DATABASE_URL, { max: 1 })
  : await createPgliteDb(path.join(path.resolve(args['data-dir'] ?? '.'), 'pglite'));

const explainRuns = Math.max(1, Number(args.runs));
let recording: Sent[] | undefined;
const recorder: Db = Object.assign(Object.create(db) as Db, {
  query<Row extends object>(sql: string, params: readonly SqlParam[] = [], options?: QueryOptions): Promise<Row[]> {
    recording?.push({ sql, params });
    return db.query<Row>(sql, params, options);
  },
});

async function request(target: string): Promise<unknown> {
  if (target.startsWith('detail:')) return getPublicProduct(recorder, Number(target.slice('detail:'.length)));
  if (target.startsWith('suggestions:')) return suggest(recorder, target.slice('suggestions:'.length));
  if (target.startsWith('facets:')) {
    const query = productListQuery.parse(Object.fromEntries(new URLSearchParams(target.slice('facets:'.length))));
    return catalogueFacets(recorder, query);
  }
  return listCatalogue(recorder, productListQuery.parse(Object.fromEntries(new URLSearchParams(target))));
}

try {
  for (const target of positionals) {
    await request(target); // the word look-ups are then cached, as in a running store
    recording = [];
    await request(target);
    const sent = recording;
    recording = undefined;
    console.log(`\n=== ${target}: ${sent.length} statements`);
    let total = 0;
    for (const [index, { sql, params }] of sent.entries()) {
      // The fastest of a few runs: on a shared machine the others mostly measure waiting for a processor.
      const runs: { planning: number; execution: number; lines: string[] }[] = [];
      for (let run = 0; run < explainRuns; run += 1) {
        const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
        const lines = plan.map((row) => row['QUERY PLAN']);
        const time = (label: string) =>
          Number(/([\d.]+) ms/.exec(lines.find((line) => line.startsWith(label)) ?? '')?.[1] ?? NaN);
        runs.push({ planning: time('Planning Time'), execution: time('Execution Time'), lines });
      }
      runs.sort((a, b) => a.planning + a.execution - (b.planning + b.execution));
      const { planning, execution, lines } = runs[0]!;
      total += planning + execution;
      console.log(`#${index + 1}: planning ${planning.toFixed(2)} ms, execution ${execution.toFixed(2)} ms`);
      if (args.plans) {
        console.log(sql.replace(/\s+/g, ' ').trim());
        console.log(JSON.stringify(params));
        console.log(lines.join('\n'));
      }
    }
    console.log(`total planning + execution ${total.toFixed(2)} ms`);
    const repeat = Number(args.repeat);
    if (repeat > 0) {
      const times: number[] = [];
      for (let run = 0; run < repeat; run += 1) {
        const started = performance.now();
        await request(target);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const at = (fraction: number) => times[Math.min(times.length - 1, Math.floor(times.length * fraction))]!;
      console.log(`${repeat} requests, one at a time: p50 ${at(0.5).toFixed(2)} ms, p97.5 ${at(0.975).toFixed(2)} ms`);
    }
  }
} finally {
  await db.close();
}
