#!/usr/bin/env node
// Runs every suite and ends with one machine-readable line: `Tests: N passed, M failed, K skipped`.
// The store API suite runs on embedded PGlite always, and again on PostgreSQL when DATABASE_URL is set. The fault
// suite (tests/faults) runs the compiled servers, on PostgreSQL too when DATABASE_URL is set, beside that second pass.
// Browser journeys (tests/e2e) run last unless SKIP_E2E=1, two files at a time (E2E_WORKERS).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** All cores' busy and total time so far (Linux /proc/stat, in clock ticks); undefined elsewhere. */
function cpuTimes() {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1, 9).map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    return { busy: total - fields[3] - fields[4], total };
  } catch {
    return undefined;
  }
}

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const resultsDir = path.join(root, '.test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
const extraArgs = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
let crashed = false;

/**
 * Runs one phase's vitest. A phase given `logFile` writes its output there, and it is printed whole when the phase
 * ends, so that a phase running beside another does not interleave its lines with the other's.
 */
async function run(label, args, env, { logFile } = {}) {
  const outputFile = path.join(resultsDir, `${label}.json`);
  console.log(`\n=== ${label} ===${logFile ? ' (beside the phase above; its output follows when it ends)' : ''}`);
  const started = Date.now();
  const cpuBefore = cpuTimes();
  const log = logFile ? fs.openSync(logFile, 'w') : undefined;
  const child = spawn(
    vitest,
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`, ...args, ...extraArgs],
    { cwd: root, stdio: log === undefined ? 'inherit' : ['ignore', log, log], env: { ...process.env, ...env } },
  );
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code)));
  if (log !== undefined) {
    fs.closeSync(log);
    process.stdout.write(`\n=== ${label}: its output ===\n${fs.readFileSync(logFile, 'utf8')}`);
  }
  const cpuAfter = cpuTimes();
  // How busy the machine's cores were: a phase far below 100% waits on something, and another could run beside it.
  const busy =
    cpuBefore && cpuAfter && cpuAfter.total > cpuBefore.total
      ? `, cores ${Math.round((100 * (cpuAfter.busy - cpuBefore.busy)) / (cpuAfter.total - cpuBefore.total))}% busy`
      : '';
  console.log(`=== ${label}: ${((Date.now() - started) / 1000).toFixed(0)} s${busy}`);
  if (!fs.existsSync(outputFile)) {
    console.error(`${label}: the test runner produced no report (exit ${status})`);
    crashed = true;
    return;
  }
  const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  // A file that fails to load counts no test; count it as a failure so it cannot pass silently.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  );
  totals.failed += brokenFiles.length;
  if (status !== 0 && report.numFailedTests === 0 && brokenFiles.length === 0) crashed = true;
}

const { DATABASE_URL } = process.env;
await run('pglite', ['--project', 'unit', '--project', 'api', '--project', 'bff', '--project', 'web'], {
  DATABASE_URL: '',
});
// The fault suite keeps the cores about half busy (its cases wait for servers to start, crash and recover), so it
// runs beside the PostgreSQL pass of the API suite: together about 160 s instead of 200 one after the other.
const postgres = DATABASE_URL ? run('postgres', ['--project', 'api'], { DATABASE_URL }) : undefined;
await run('faults', ['--project', 'faults'], {}, postgres ? { logFile: path.join(resultsDir, 'faults.log') } : {});
await postgres;
if (process.env.SKIP_E2E !== '1' && fs.existsSync(path.join(root, 'tests', 'e2e'))) {
  await run('e2e', ['--project', 'e2e'], {});
}

console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || crashed ? 1 : 0);
