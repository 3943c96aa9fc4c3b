/**
 * Prints the long tasks of page loads that `npm run bench:web -- --reports DIR --traces` traced, each with its wall
 * time (what Lighthouse counts), its CPU time and what the other threads computed meanwhile
 * (bench/web/trace-tasks.ts).
 *
 *   npm run bench:web-tasks -- DIR/run-1/product-detail-1.trace.json …
 */
import fs from 'node:fs';
import { formatReport, longTasks, type TraceEvent } from './web/trace-tasks';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: npm run bench:web-tasks -- TRACE.json…  (traces written by bench:web --reports DIR --traces)');
  process.exit(1);
}
for (const file of files) {
  const events = JSON.parse(fs.readFileSync(file, 'utf8')) as TraceEvent[];
  console.log(`${formatReport(file, longTasks(events))}\n`);
}
