// CPU time of server processes, read from /proc (Linux): a bench divides what a process tree used
// during a run by the requests it answered, giving the CPU milliseconds one request costs, on
// every thread of it (the render's main thread, garbage collection, streams, the zlib pool).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";

let ticksPerSecond;
function clockTicks() {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/**
 * /proc/<pid>/stat's fields after the command name (which may hold spaces and parentheses):
 * [0] state, [1] ppid, … [11] utime, [12] stime, in clock ticks.
 */
export function parseStat(text) {
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

function readStat(pid) {
  try {
    return parseStat(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return null; // gone
  }
}

/** The pids of the given processes and all their descendants now. */
export function processTree(rootPids) {
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (!stat) continue;
    const list = children.get(stat.ppid) ?? [];
    list.push(Number(entry));
    children.set(stat.ppid, list);
  }
  const seen = new Set();
  const queue = rootPids.filter((pid) => Number.isInteger(pid));
  while (queue.length > 0) {
    const pid = queue.pop();
    if (seen.has(pid)) continue;
    seen.add(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return [...seen];
}

/** CPU milliseconds (user + system) the processes and their descendants have used so far. */
export function treeCpuMs(rootPids) {
  let ticks = 0;
  for (const pid of processTree(rootPids)) ticks += readStat(pid)?.ticks ?? 0;
  return (ticks * 1000) / clockTicks();
}

/** The host's 1-, 5- and 15-minute load averages, rounded to two decimals. */
export function loadAverage() {
  return loadavg().map((value) => Math.round(value * 100) / 100);
}
