// CPU time of local processes from /proc (Linux), so the benchmark can report CPU per request:
// on a machine that other work shares, requests per second say how busy the machine was as much
// as how fast the server is, while CPU per request does not.
import fs from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

interface Stat {
  pid: number;
  ppid: number;
  /** utime + stime, ms */
  own: number;
  /** cutime + cstime: children that have ended, ms */
  children: number;
}

function readStat(pid: number): Stat | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const n = (i: number) => Number(fields[i - 3]);
    return { pid, ppid: n(4), own: (n(14) + n(15)) * TICK_MS, children: (n(16) + n(17)) * TICK_MS };
  } catch {
    return undefined;
  }
}

/** Milliseconds of CPU used so far by a process and all its descendants (ended ones included). */
export function treeCpuMs(rootPid: number): number | undefined {
  const root = readStat(rootPid);
  if (!root) return undefined;
  const stats = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is Stat => stat !== undefined);
  const byParent = new Map<number, Stat[]>();
  for (const stat of stats) byParent.set(stat.ppid, [...(byParent.get(stat.ppid) ?? []), stat]);
  let total = root.own + root.children;
  const queue = [...(byParent.get(rootPid) ?? [])];
  for (let stat = queue.shift(); stat; stat = queue.shift()) {
    total += stat.own;
    queue.push(...(byParent.get(stat.pid) ?? []));
  }
  return total;
}

/** The parent of a process (the postmaster of a PostgreSQL backend), if it runs on this machine. */
export function parentPid(pid: number): number | undefined {
  return readStat(pid)?.ppid;
}
