// Cold requests: a page the server has not rendered yet, timed to the first byte of the answer
// (sequential, so each one has the server to itself), with the server CPU it used. The same page
// is then asked for again with `accept-encoding: br`, which times its first brotli encoding.
// After a revision bump the request is sent as soon as the change's answer has arrived: the
// first visitor after a change, as they see it (the server may have rendered the page again
// while the change was answered).
import { cpuMs } from './processCpu.mjs';
import { rawRequest } from './rawRequest.mjs';

/** @returns {Promise<{status: number, renderMs: number, renderCpuMs: number|null, brMs: number, brCpuMs: number|null}>} */
export async function coldSample(url, pid, headers = {}) {
  const cpu0 = cpuMs(pid);
  const first = await rawRequest(url, { headers: { accept: 'text/html', ...headers } });
  const cpu1 = cpuMs(pid);
  const br = await rawRequest(url, {
    headers: { accept: 'text/html', 'accept-encoding': 'br', ...headers },
  });
  const cpu2 = cpuMs(pid);
  const delta = (a, b) => (a === null || b === null ? null : b - a);
  return {
    status: first.status,
    renderMs: first.ttfbMs,
    renderCpuMs: delta(cpu0, cpu1),
    brMs: br.ttfbMs,
    brCpuMs: delta(cpu1, cpu2),
  };
}

/** Collects cold samples of one kind. */
export class ColdSeries {
  samples = [];
  skipped = 0;

  add(sample) {
    if (sample.status === 200) this.samples.push(sample);
    else this.skipped += 1;
  }

  get renderMs() {
    return this.samples.map((s) => s.renderMs);
  }

  get brMs() {
    return this.samples.map((s) => s.brMs);
  }

  /** CPU is counted in clock ticks (10 ms), so only the mean over many samples means much. */
  meanCpu(field) {
    const values = this.samples.map((s) => s[field]);
    if (values.length === 0 || values.some((v) => v === null)) return null;
    return values.reduce((a, b) => a + b, 0) / values.length;
  }
}
