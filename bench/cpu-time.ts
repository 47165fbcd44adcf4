/**
 * CPU time spent by processes, read from /proc (Linux): a figure per request that, unlike req/s and
 * latencies, stays meaningful when other work shares the machine's cores.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function stat(pid: number): { ppid: number; ticks: number; reaped: number } | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // After the name: state, ppid, …; utime and stime are fields 14 and 15 of the whole line, the time
    // of its ended children that it has waited for (cutime, cstime) 16 and 17.
    return {
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
      reaped: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return null; // the process ended meanwhile
  }
}

/** CPU milliseconds used so far by one process. */
export function processCpuMs(pid: number): number {
  return ((stat(pid)?.ticks ?? 0) * 1000) / TICKS_PER_SECOND;
}

/**
 * CPU milliseconds used so far by a PostgreSQL server: the postmaster, its live children (backends and
 * background workers) and its ended children, whose time the postmaster collects when it reaps them
 * (a pool closing idle connections during a scenario takes nothing away).
 */
export function postgresCpuMs(postmasterPid: number): number {
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const s = stat(pid);
    if (!s) continue;
    if (pid === postmasterPid) ticks += s.ticks + s.reaped;
    else if (s.ppid === postmasterPid) ticks += s.ticks;
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The postmaster of an embedded server's data folder (DATA_DIR/pg), or null. */
export function postmasterOf(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
