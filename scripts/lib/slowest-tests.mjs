// The slowest tests of a run, read from the runners' JSON reports (Vitest's and Playwright's), so
// that `npm test` ends by naming where its time went.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Vitest's JSON report (Jest's shape): every assertion with its file and duration in ms. */
function vitestTests(file) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  return report.testResults.flatMap((suite) =>
    suite.assertionResults.map((test) => ({
      runner: "vitest",
      file: path.relative(process.cwd(), suite.name),
      title: test.fullName ?? test.title,
      ms: test.duration ?? 0,
      status: test.status,
      error: (test.failureMessages ?? [])[0],
    })),
  );
}

/** Vitest files that failed outside any test (an import error, an unhandled rejection). */
function vitestFileFailures(file) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  return report.testResults
    .filter((suite) => suite.status === "failed" && suite.message)
    .map((suite) => ({ runner: "vitest", file: path.relative(process.cwd(), suite.name), title: "(the file)", ms: 0, status: "failed", error: suite.message }));
}

/** Playwright's JSON report: suites nest (a file, its describes); each test has one result per attempt. */
function playwrightTests(file, runner, testDir) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  const found = [];
  const walk = (suite, spec, titles) => {
    for (const s of suite.specs ?? []) {
      for (const test of s.tests) {
        const ms = test.results.reduce((sum, r) => sum + r.duration, 0);
        const error = test.results.find((r) => r.error)?.error?.message;
        found.push({ runner, file: `${testDir}/${spec}`, title: [...titles, s.title].join(" › "), ms, status: test.status, error });
      }
    }
    for (const child of suite.suites ?? []) walk(child, spec, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file, []);
  return found;
}

/** Every test of the reports that exist in `dir`, slowest first. */
export function readTestTimes(dir) {
  const sources = [
    ["vitest.json", (f) => [...vitestTests(f), ...vitestFileFailures(f)]],
    ["playwright.json", (f) => playwrightTests(f, "playwright", "tests/e2e")],
    ["cluster.json", (f) => playwrightTests(f, "cluster", "tests/cluster")],
  ];
  const tests = [];
  for (const [name, read] of sources) {
    const file = path.join(dir, name);
    if (!existsSync(file)) continue;
    try {
      tests.push(...read(file));
    } catch (error) {
      console.log(`(could not read ${file}: ${error.message})`);
    }
  }
  return tests.sort((a, b) => b.ms - a.ms);
}

/** Prints the `count` slowest tests and each runner's total test time. */
export function printSlowest(dir, count = 25) {
  const tests = readTestTimes(dir);
  if (tests.length === 0) return;
  const totals = new Map();
  for (const t of tests) totals.set(t.runner, (totals.get(t.runner) ?? 0) + t.ms);
  console.log(`\nTest time (sum over tests, not wall time): ${[...totals].map(([r, ms]) => `${r} ${Math.round(ms / 1000)} s`).join(", ")}`);
  console.log(`The ${Math.min(count, tests.length)} slowest tests:`);
  for (const t of tests.slice(0, count)) {
    console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.runner.padEnd(10)} ${t.file} › ${t.title}`);
  }
}

const FAILED = new Set(["failed", "unexpected"]);

/**
 * Names every failed test with the first lines of its error, and every flaky one. Printed last, so
 * that the tail of a CI log, which is often all that is kept, says what failed.
 */
export function printFailures(dir) {
  const tests = readTestTimes(dir);
  const failed = tests.filter((t) => FAILED.has(t.status));
  const flaky = tests.filter((t) => t.status === "flaky");
  for (const [heading, list] of [["Failed", failed], ["Flaky (failed, then passed on the retry)", flaky]]) {
    if (list.length === 0) continue;
    console.log(`\n${heading}:`);
    for (const t of list) {
      console.log(`  ${t.runner.padEnd(10)} ${t.file} › ${t.title}`);
      const lines = (t.error ?? "").replace(/\u001b\[[0-9;]*m/g, "").split("\n").filter((l) => l.trim());
      for (const line of lines.slice(0, 6)) console.log(`      ${line.slice(0, 200)}`);
    }
  }
}
