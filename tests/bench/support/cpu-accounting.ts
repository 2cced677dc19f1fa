/**
 * Where the CPU of a benchmark window goes, from /proc (Linux): the server process, the PostgreSQL
 * server's processes (every process named `postgres`) and this process (the load generator). Read
 * before and after a window; the differences divided by the requests served are CPU milliseconds
 * per request on each side.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of one process, in ms (0 when it is gone). */
const processCpuMs = (pid: number): number => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
};

const commandOf = (pid: string): string => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};

/** CPU of every PostgreSQL server process now alive, by pid (backends come and go, so keep them per pid). */
const postgresCpu = (): Map<number, number> => {
  const out = new Map<number, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || commandOf(pid) !== 'postgres') continue;
    out.set(Number(pid), processCpuMs(Number(pid)));
  }
  return out;
};

export type CpuSnapshot = { server: number; postgres: Map<number, number>; self: number };

export const cpuSnapshot = (serverPid: number): CpuSnapshot => {
  const u = process.cpuUsage();
  return { server: processCpuMs(serverPid), postgres: postgresCpu(), self: (u.user + u.system) / 1000 };
};

/** CPU ms per request of each side between two snapshots (a backend that ended in the window is not counted). */
export const cpuPerRequest = (a: CpuSnapshot, b: CpuSnapshot, requests: number) => {
  let pg = 0;
  for (const [pid, ms] of b.postgres) pg += ms - (a.postgres.get(pid) ?? 0);
  const per = (ms: number) => (requests > 0 ? ms / requests : 0);
  return { serverMs: per(b.server - a.server), postgresMs: per(pg), loadGeneratorMs: per(b.self - a.self) };
};
