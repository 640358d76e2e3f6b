// @vitest-environment node
import { spawn, type ChildProcess } from "node:child_process";
import { describe, expect, it } from "vitest";
import { supervise } from "../../../scripts/lib/supervise.mjs";

/** A child that exits at once, like a backend whose process died. */
const dying = (): ChildProcess => spawn(process.execPath, ["-e", "process.exit(3)"], { stdio: "ignore" });
/** A child that keeps running until it is killed. */
const lasting = (): ChildProcess => spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode ? resolve() : child.once("exit", () => resolve())));

describe("the supervisor of npm start's backend and of every cluster process", () => {
  it("starts the backend again each time its process dies, waiting longer after each quick failure", async () => {
    const started: number[] = [];
    const exits: number[] = [];
    const messages: string[] = [];
    const supervisor = supervise(
      () => {
        started.push(Date.now());
        if (started.length >= 3) return lasting();
        const child = dying();
        child.once("exit", () => exits.push(Date.now()));
        return child;
      },
      { minDelayMs: 50, maxDelayMs: 1000, log: (message) => messages.push(message) },
    );
    await expect.poll(() => started.length, { timeout: 5000 }).toBe(3);
    supervisor.stop();
    const last = supervisor.child!;
    last.kill();
    await exited(last);
    // The pauses from an exit to the next start (a timer fires late on a busy host, never early):
    // 50 ms, then 100 ms. Process start-up times are not part of it.
    expect(started[1]! - exits[0]!).toBeGreaterThanOrEqual(49);
    expect(started[2]! - exits[1]!).toBeGreaterThanOrEqual(99);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/stopped \(3\); starting it again/);
  });

  it("gives up on a child that keeps stopping soon after it starts, and says so", async () => {
    let starts = 0;
    const messages: string[] = [];
    const gaveUp: string[] = [];
    supervise(
      () => {
        starts += 1;
        return dying();
      },
      { minDelayMs: 10, stableAfterMs: 60_000, giveUpAfter: 3, log: (message) => messages.push(message), onGiveUp: (message) => gaveUp.push(message) },
    );
    await expect.poll(() => gaveUp.length, { timeout: 5000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(starts).toBe(3);
    expect(messages.slice(0, 2).every((m) => /starting it again/.test(m))).toBe(true);
    expect(gaveUp[0]).toMatch(/stopped \(3\) 3 times in a row.*cannot stay up/);
  });

  it("counts only the stops that follow each other quickly", async () => {
    let starts = 0;
    const gaveUp: string[] = [];
    const supervisor = supervise(
      () => {
        starts += 1;
        // Each run lasts longer than stableAfterMs: never a reason to give up.
        return spawn(process.execPath, ["-e", "setTimeout(() => process.exit(1), 60)"], { stdio: "ignore" });
      },
      { minDelayMs: 5, stableAfterMs: 1, giveUpAfter: 2, log: () => {}, onGiveUp: (message) => gaveUp.push(message) },
    );
    await expect.poll(() => starts, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    supervisor.stop();
    supervisor.child!.kill();
    await exited(supervisor.child!);
    expect(gaveUp).toEqual([]);
  });

  it("stops restarting once told to", async () => {
    let starts = 0;
    const supervisor = supervise(
      () => {
        starts += 1;
        return lasting();
      },
      { minDelayMs: 10, log: () => {} },
    );
    supervisor.stop();
    supervisor.child!.kill();
    await exited(supervisor.child!);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(starts).toBe(1);
  });

  it("leaves a child stopped while it is held, without counting it as a failure, and starts it once released", async () => {
    let starts = 0;
    let held = true;
    const messages: string[] = [];
    const gaveUp: string[] = [];
    const supervisor = supervise(
      () => {
        starts += 1;
        return lasting();
      },
      { minDelayMs: 10, giveUpAfter: 1, held: () => held, log: (message) => messages.push(message), onGiveUp: (message) => gaveUp.push(message) },
    );
    const first = supervisor.child!;
    first.kill();
    await exited(first);
    expect(messages).toEqual([expect.stringMatching(/while held; it starts again once released/)]);
    expect(starts).toBe(1);
    held = false;
    await expect.poll(() => starts, { timeout: 5000 }).toBe(2);
    supervisor.stop();
    supervisor.child!.kill();
    await exited(supervisor.child!);
    expect(gaveUp).toEqual([]);
  });
});
