import { describe, expect, it } from 'vitest';
import { formatReport, longTasks, type TraceEvent } from './trace-tasks';

const RENDERER = 10;
const MAIN = 1;
const WORKER = 2;
const BROWSER = 20;

/** Events of one page load, times in milliseconds after the navigation (trace times are microseconds). */
function trace(...events: Partial<TraceEvent>[]): TraceEvent[] {
  return [
    { name: 'process_name', ph: 'M', pid: RENDERER, tid: 0, ts: 0, args: { name: 'Renderer' } },
    { name: 'process_name', ph: 'M', pid: BROWSER, tid: 0, ts: 0, args: { name: 'Browser' } },
    { name: 'thread_name', ph: 'M', pid: RENDERER, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid: RENDERER, tid: WORKER, ts: 0, args: { name: 'ThreadPoolForegroundWorker' } },
    { name: 'thread_name', ph: 'M', pid: BROWSER, tid: MAIN, ts: 0, args: { name: 'CrBrowserMain' } },
    // A navigation to about:blank first, as a new tab has.
    { name: 'navigationStart', ph: 'R', pid: RENDERER, tid: MAIN, ts: 0, args: { data: { documentLoaderURL: '' } } },
    {
      name: 'navigationStart',
      ph: 'R',
      pid: RENDERER,
      tid: MAIN,
      ts: 1_000_000,
      args: { data: { documentLoaderURL: 'http://127.0.0.1/product' } },
    },
    ...events.map((event) => ({
      ph: 'X',
      pid: RENDERER,
      tid: MAIN,
      name: 'RunTask',
      ...event,
      ts: 1_000_000 + (event.ts ?? 0) * 1000,
      dur: event.dur === undefined ? undefined : event.dur * 1000,
      tdur: event.tdur === undefined ? undefined : event.tdur * 1000,
    })),
  ] as TraceEvent[];
}

describe('longTasks', () => {
  it("adds up Lantern's blocking time after the first paint from wall time and from the main thread's CPU time", () => {
    const report = longTasks(
      trace(
        { name: 'firstContentfulPaint', ph: 'R', ts: 100 },
        // Before the first paint: not counted.
        { ts: 10, dur: 60, tdur: 60 },
        // Waited for the CPU: 40 ms on the clock, 10 computing, while a worker compiled for 25.
        { ts: 200, dur: 40, tdur: 10 },
        { name: 'v8.evaluateModule', ts: 201, dur: 30, tdur: 8 },
        { name: 'v8.parseOnBackground', tid: WORKER, ts: 205, dur: 30, tdur: 25 },
        { name: 'RunTask', pid: BROWSER, ts: 210, dur: 4, tdur: 4 },
        // A task that laid out counts twice its time, not four times.
        { ts: 300, dur: 30, tdur: 30 },
        { name: 'Layout', ts: 301, dur: 25, tdur: 25 },
        // Short enough not to block even at four times.
        { ts: 400, dur: 10, tdur: 10 },
      ),
    );

    expect(report.fcpMs).toBe(100);
    expect(report.tasks).toEqual([
      {
        startMs: 200,
        wallMs: 40,
        cpuMs: 10,
        laidOut: false,
        work: [['v8.evaluateModule', 30]],
        meanwhile: [
          ['Renderer/ThreadPoolForegroundWorker', 25],
          ['Browser/CrBrowserMain', 4],
        ],
      },
      { startMs: 300, wallMs: 30, cpuMs: 30, laidOut: true, work: [['Layout', 25]], meanwhile: [] },
    ]);
    // 40 × 4 − 50 and 30 × 2 − 50; from CPU time, 10 × 4 is under 50.
    expect(report.blockingFromWallMs).toBe(110 + 10);
    expect(report.blockingFromCpuMs).toBe(0 + 10);
    expect(formatReport('page.trace.json', report)).toContain('| 200 | 40 | 10 | v8.evaluateModule 30 |');
  });

  it('counts only the part of a task after the first paint', () => {
    const report = longTasks(trace({ name: 'firstContentfulPaint', ph: 'R', ts: 100 }, { ts: 60, dur: 60, tdur: 60 }));
    expect(report.tasks).toHaveLength(1);
    expect(report.blockingFromWallMs).toBe(20 * 4 - 50);
  });

  it('refuses a trace without a first paint', () => {
    expect(() => longTasks(trace({ ts: 10, dur: 60 }))).toThrow('no first contentful paint');
  });
});
