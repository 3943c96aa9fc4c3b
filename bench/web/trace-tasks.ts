/**
 * The long tasks of a page load, from a trace `npm run bench:web -- --reports DIR --traces` wrote: what Lighthouse's
 * Total Blocking Time is made of, and how much of each task the page's main thread computed.
 *
 * Lighthouse (Lantern) takes each main-thread task's wall time from the trace, multiplies it by the CPU slowdown
 * (4, or 2 for a task that laid out) and adds up what exceeds 50 ms between the first contentful paint and
 * interactivity. On a shared two-core machine a task's wall time is often mostly waiting: for the CPU, taken by
 * V8 compiling on background threads, the GPU process and the browser. Each trace event also carries its thread's
 * CPU time (`tdur`): this prints both, with what the other threads computed meanwhile.
 */

/** The fields of Chrome's trace event format that this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  /** The thread's CPU time during the event, microseconds. */
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

export interface LongTask {
  /** Milliseconds after the navigation started. */
  startMs: number;
  wallMs: number;
  cpuMs: number;
  /** Lantern multiplies a task that laid out by 2 instead of 4. */
  laidOut: boolean;
  /** Wall milliseconds of the main kinds of work inside, largest first. */
  work: [string, number][];
  /** CPU milliseconds the other threads and processes spent during the task, largest first. */
  meanwhile: [string, number][];
}

export interface TaskReport {
  fcpMs: number;
  tasks: LongTask[];
  /** Lantern's sum over the tasks after the first contentful paint, from wall time (what Lighthouse counts). */
  blockingFromWallMs: number;
  /** The same sum from the main thread's CPU time: the figure a machine with CPU to spare would give. */
  blockingFromCpuMs: number;
}

const CPU_SLOWDOWN = 4;
const LAYOUT_SLOWDOWN = 2;
const BLOCKING_THRESHOLD_MS = 50;
const WORK_KINDS = new Set([
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'MinorGC',
  'MajorGC',
]);

const ms = (microseconds: number | undefined) => (microseconds ?? 0) / 1000;

function blockingMs(durationMs: number, laidOut: boolean): number {
  return Math.max(0, durationMs * (laidOut ? LAYOUT_SLOWDOWN : CPU_SLOWDOWN) - BLOCKING_THRESHOLD_MS);
}

function threadNames(events: TraceEvent[]): Map<string, string> {
  const processes = new Map(
    events.filter((event) => event.name === 'process_name').map((event) => [event.pid, event.args?.name ?? '']),
  );
  return new Map(
    events
      .filter((event) => event.name === 'thread_name')
      .map((event) => [
        `${event.pid}:${event.tid}`,
        `${processes.get(event.pid) ?? event.pid}/${event.args?.name ?? ''}`,
      ]),
  );
}

/** CPU time per thread of the outermost complete events that overlap [start, end), in proportion to the overlap. */
function cpuMeanwhile(events: TraceEvent[], start: number, end: number, except: string, names: Map<string, string>) {
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.tdur === undefined || !event.dur || key === except) continue;
    if (event.ts >= end || event.ts + event.dur <= start) continue;
    const threadEvents = byThread.get(key) ?? [];
    threadEvents.push(event);
    byThread.set(key, threadEvents);
  }
  const totals: [string, number][] = [];
  for (const [key, threadEvents] of byThread) {
    threadEvents.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let covered = -Infinity;
    let cpu = 0;
    for (const event of threadEvents) {
      const eventEnd = event.ts + (event.dur ?? 0);
      if (event.ts < covered) continue;
      covered = eventEnd;
      const overlap = (Math.min(end, eventEnd) - Math.max(start, event.ts)) / (event.dur ?? 1);
      cpu += ms(event.tdur) * overlap;
    }
    totals.push([names.get(key) ?? key, cpu]);
  }
  return totals.filter(([, cpu]) => cpu >= 1).sort((a, b) => b[1] - a[1]);
}

/** The main-thread tasks over `minWallMs` after the first contentful paint of the page the trace loaded. */
export function longTasks(events: TraceEvent[], minWallMs = BLOCKING_THRESHOLD_MS / CPU_SLOWDOWN): TaskReport {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no first contentful paint');
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.pid === fcp.pid &&
      /^https?:/.test(event.args?.data?.documentLoaderURL ?? ''),
  );
  const names = threadNames(events);
  const mainKey = [...names].find(
    ([key, name]) => key.startsWith(`${fcp.pid}:`) && name.endsWith('/CrRendererMain'),
  )?.[0];
  if (!navigation || !mainKey) throw new Error("the trace has no navigation of the page's main thread");
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === mainKey && event.ph === 'X');

  const tasks: LongTask[] = [];
  let blockingFromWallMs = 0;
  let blockingFromCpuMs = 0;
  for (const task of onMain) {
    const end = task.ts + (task.dur ?? 0);
    if (task.name !== 'RunTask' || end < fcp.ts || ms(task.dur) < minWallMs) continue;
    const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts < end);
    const work = new Map<string, number>();
    for (const event of inside)
      if (WORK_KINDS.has(event.name)) work.set(event.name, (work.get(event.name) ?? 0) + ms(event.dur));
    const laidOut = inside.some((event) => event.name === 'Layout');
    // Lighthouse counts only the part of a task after the first contentful paint.
    const wallAfterFcp = ms(end - Math.max(task.ts, fcp.ts));
    const cpuAfterFcp = ms(task.tdur) * (wallAfterFcp / ms(task.dur));
    blockingFromWallMs += blockingMs(wallAfterFcp, laidOut);
    blockingFromCpuMs += blockingMs(cpuAfterFcp, laidOut);
    tasks.push({
      startMs: ms(task.ts - navigation.ts),
      wallMs: ms(task.dur),
      cpuMs: ms(task.tdur),
      laidOut,
      work: [...work].filter(([, wall]) => wall >= 1).sort((a, b) => b[1] - a[1]),
      meanwhile: cpuMeanwhile(events, task.ts, end, mainKey, names),
    });
  }
  return { fcpMs: ms(fcp.ts - navigation.ts), tasks, blockingFromWallMs, blockingFromCpuMs };
}

/** The report as a heading line and a Markdown table of the tasks. */
export function formatReport(file: string, report: TaskReport): string {
  const round = (value: number) => String(Math.round(value));
  const lines = [
    `${file}: first contentful paint at ${round(report.fcpMs)} ms; blocking (Lantern, ×4, ×2 for layout): ` +
      `${round(report.blockingFromWallMs)} ms from wall time, ${round(report.blockingFromCpuMs)} ms from CPU time`,
    '| start | wall | CPU | work inside (wall) | other threads meanwhile (CPU) |',
    '|---|---|---|---|---|',
  ];
  for (const task of report.tasks) {
    const work = task.work.map(([name, wall]) => `${name} ${round(wall)}`).join(', ');
    const meanwhile = task.meanwhile
      .slice(0, 3)
      .map(([thread, cpu]) => `${thread} ${round(cpu)}`)
      .join(', ');
    lines.push(`| ${round(task.startMs)} | ${round(task.wallMs)} | ${round(task.cpuMs)} | ${work} | ${meanwhile} |`);
  }
  return lines.join('\n');
}
