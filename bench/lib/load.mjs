// One autocannon run against one server, with the server's CPU used during it.
import autocannon from 'autocannon';
import { cpuMs } from './processCpu.mjs';

/** @returns {Promise<{rps: number, p50: number, p99: number, cpuMsPerRequest: number|null, non2xx: number, errors: number}>} */
export async function loadRun({ url, headers, pid, connections, seconds }) {
  const cpuBefore = cpuMs(pid);
  const result = await new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration: seconds }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
  const cpuAfter = cpuMs(pid);
  const total = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest:
      cpuBefore === null || cpuAfter === null || total === 0
        ? null
        : (cpuAfter - cpuBefore) / total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
