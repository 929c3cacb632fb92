// CPU time by process while a load runs, read from /proc (Linux): the server under test, PostgreSQL
// (all its backends and helpers) and the load generator. Divided by the requests served, this is
// what one request costs each of them — a figure that a noisy, shared machine changes far less
// than requests per second.
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = 100; // USER_HZ: 100 on every Linux this runs on.

/** CPU ticks (user + system) of each live process, by pid, with its command name. */
const snapshot = () => {
  const ticks = new Map<number, { comm: string; ticks: number }>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return ticks; // Not Linux: no accounting.
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces, so split after its closing parenthesis.
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      // Fields 14 and 15 of stat (utime, stime) are at 11 and 12 after the comm.
      ticks.set(Number(entry), { comm, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks;
};

/** The process groups CPU time is counted for. */
const groups = ['server', 'postgres', 'loadGenerator', 'other'] as const;

export type CpuShare = Record<(typeof groups)[number], number>;

/** A share whose every group is `value(group)` (a share per request, the mean of several). */
export const cpuShareOf = (value: (group: keyof CpuShare) => number): CpuShare =>
  Object.fromEntries(groups.map((group) => [group, value(group)])) as CpuShare;

/**
 * Starts counting; the returned function stops and gives the CPU milliseconds each group used since.
 * A process that ended meanwhile is not counted (none of the groups' processes does during a run).
 */
export const countCpu = (serverPid: number | undefined) => {
  const before = snapshot();
  return (): CpuShare => {
    const share = cpuShareOf(() => 0);
    for (const [pid, now] of snapshot()) {
      const used = ((now.ticks - (before.get(pid)?.ticks ?? 0)) * 1_000) / ticksPerSecond;
      if (used <= 0) continue;
      if (pid === serverPid) share.server += used;
      else if (pid === process.pid) share.loadGenerator += used;
      else if (now.comm.startsWith('postgres')) share.postgres += used;
      else share.other += used;
    }
    return share;
  };
};
