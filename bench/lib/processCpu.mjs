// CPU time a process has used so far, from Linux's /proc/<pid>/stat (null where there is none).
// Load generator and server share this machine's cores, so CPU per request tells what the server
// itself spends even when the client saturates first.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

/** utime + stime in milliseconds (resolution: one clock tick, 10 ms on most Linux systems). */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces); utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return null;
  }
}

export const CPU_TICK_MS = 1000 / ticksPerSecond;
