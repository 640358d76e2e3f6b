// The production shape on one machine (docs/deploy.md): Redis, M backend processes on one
// PostgreSQL database, N `next start` instances of one build sharing Next's cache through Redis,
// and nginx in front. Used by `npm run start:cluster`, the cluster test and `npm run bench:cluster`.
import { execFileSync } from "node:child_process";
import { appendFileSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { root } from "./env.mjs";
import { run, runToEnd, stop, waitForUrl } from "./processes.mjs";
import { siteServerCommand } from "./site-server.mjs";
import { buildIsFresh, markBuildComplete } from "./build.mjs";
import { ensureLocalDatabase, findTools } from "./cluster-tools.mjs";
import { supervise } from "./supervise.mjs";

export const CLUSTER_DEFAULTS = {
  sites: 2,
  backends: 2,
  sitePort: 3200,
  backendPort: 4200,
  // nginx's way from the sites to the backends (loopback only).
  backendFrontPort: 4299,
  frontPort: 8080,
  redisPort: 6390,
  distDir: ".next-cluster",
  database: "hospital_cluster",
};

/**
 * How every process of the shape is kept up (docs/deploy.md): started again 1 s after it stops,
 * the pause doubling to 30 s while it keeps stopping within a minute of its start; the sixth such
 * stop in a row means it cannot stay up, and the whole cluster stops.
 */
export const CLUSTER_SUPERVISION = { minDelayMs: 1000, maxDelayMs: 30_000, stableAfterMs: 60_000, giveUpAfter: 6 };

const BUILD_COMMIT_STAMP = "build-commit";

function headCommit() {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

/** The commit built, and whether the build has the bench's page (BUILD_BENCH_PAGE, next.config.ts). */
function buildStamp(env) {
  return `${headCommit()}${env?.BUILD_BENCH_PAGE === "1" ? " bench-page" : ""}`;
}

/**
 * A build of this commit whose sources have not changed since (uncommitted edits rebuild too), made
 * with or without the bench's page as `env` asks: a production cluster never serves a bench build.
 */
export function clusterBuildIsCurrent(distDir, env) {
  const stamp = path.join(root, distDir, BUILD_COMMIT_STAMP);
  return existsSync(stamp) && readFileSync(stamp, "utf8").trim() === buildStamp(env) && buildIsFresh(distDir);
}

/** Whether the build in `distDir` has the bench's page `/bench-minimal`. */
export function buildHasBenchPage(distDir) {
  const manifest = path.join(root, distDir, "app-path-routes-manifest.json");
  return existsSync(manifest) && Object.values(JSON.parse(readFileSync(manifest, "utf8"))).includes("/bench-minimal");
}

export function renderNginxConfig({ runDir, frontPort, backendFrontPort, sitePorts, backendPorts }) {
  const template = readFileSync(path.join(root, "deploy/nginx.conf.template"), "utf8");
  const servers = (ports) => ports.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join("\n        ");
  // A master started as root hands requests to workers of the `user` directive (nobody by default),
  // which could not write to the private run dir: they stay the invoking user.
  const userLine = process.getuid?.() === 0 ? "user root;\n" : "";
  const text = template
    .replaceAll("{{WORKER_PROCESSES}}", "auto")
    .replaceAll("{{RUN_DIR}}", runDir)
    .replaceAll("{{SITE_SERVERS}}", servers(sitePorts))
    .replaceAll("{{BACKEND_SERVERS}}", servers(backendPorts))
    .replaceAll("{{LISTEN}}", `127.0.0.1:${frontPort}`)
    .replaceAll("{{BACKEND_LISTEN}}", `127.0.0.1:${backendFrontPort}`);
  const left = /\{\{[A-Z_]+\}\}/.exec(text);
  if (left) throw new Error(`deploy/nginx.conf.template: ${left[0]} is not filled in`);
  return userLine + text;
}

/**
 * Starts the whole shape and resolves when the front answers. `env`: the environment every process
 * starts from (APP_ENV and secrets already settled). Every process is supervised: one that stops is
 * started again (CLUSTER_SUPERVISION), with a line in the log and in `<runDir>/cluster.log`; the
 * current process ids are in `<runDir>/pids.json`. One that cannot stay up stops the whole cluster,
 * then `onGiveUp(message)` is called. Returns handles to each process and `stop()`.
 */
export async function startCluster(options = {}) {
  const o = { ...CLUSTER_DEFAULTS, ...options };
  const log = o.log ?? console.log;
  const { tools, missing, install } = findTools({ needLocalPostgres: !o.databaseUrl });
  if (missing.length > 0) {
    const error = new Error(`Missing: ${missing.join("; ")}.\nInstall them with: ${install}`);
    error.missing = missing;
    throw error;
  }
  const runDir = o.runDir ?? mkdtempSync(path.join(tmpdir(), "cluster-"));
  mkdirSync(runDir, { recursive: true });
  const backendPorts = Array.from({ length: o.backends }, (_, i) => o.backendPort + i);
  const sitePorts = Array.from({ length: o.sites }, (_, i) => o.sitePort + i);
  const supervisors = [];
  const cluster = { runDir, sites: [], backends: [], redis: undefined, nginx: undefined };

  // What the supervisors did, on the console and in the run dir beside the processes' own logs.
  const note = (message) => {
    (o.warn ?? console.error)(message);
    appendFileSync(path.join(runDir, "cluster.log"), `${new Date().toISOString()} ${message}\n`);
  };
  // The process running under each name now, for an operator (or a test) that needs to signal one.
  const pids = {};
  const writePids = () => {
    const file = path.join(runDir, "pids.json");
    const text = JSON.stringify({
      sites: sitePorts.map((_, i) => pids[`site-${i + 1}`] ?? null),
      backends: backendPorts.map((_, i) => pids[`backend-${i + 1}`] ?? null),
      redis: pids.redis ?? null,
      nginx: pids.nginx ?? null,
    });
    // Renamed into place, so a reader never finds it half written.
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
  };

  let stopping = null;
  cluster.stop = () =>
    (stopping ??= (async () => {
      for (const supervisor of supervisors) supervisor.stop();
      await Promise.all(supervisors.map((supervisor) => stop(supervisor.child)));
    })());

  /** Starts `name` under supervision; the handle's `child` is whichever process runs now. */
  const keep = (name, cmd, args, env) => {
    const supervisor = supervise(
      () => {
        const fd = o.quiet ? openSync(path.join(runDir, `${name}.log`), "a") : undefined;
        const child = run(cmd, args, { env, name, stdio: fd === undefined ? "inherit" : ["ignore", fd, fd] });
        if (fd !== undefined) closeSync(fd);
        // What the process left in its group (nginx's workers, when its master was killed) goes
        // with it, so the next one finds its ports free.
        child.once("exit", () => {
          try {
            process.kill(-child.pid, "SIGKILL");
          } catch {
            // nothing left
          }
        });
        return child;
      },
      {
        ...CLUSTER_SUPERVISION,
        ...o.supervision,
        log: note,
        // `<runDir>/hold/<name>` keeps the process down once it stops (docs/deploy.md).
        held: () => existsSync(path.join(runDir, "hold", name)),
        onStart: (child, restart) => {
          pids[name] = child.pid;
          writePids();
          if (restart) note(`${name} started again (pid ${child.pid}).`);
        },
        onGiveUp: (message) => {
          note(`Stopping every process of the cluster${o.quiet ? `; what ${name} said is in ${path.join(runDir, `${name}.log`)}` : ""}.`);
          void cluster.stop().then(() => o.onGiveUp?.(message));
        },
      },
    );
    supervisors.push(supervisor);
    return supervisor;
  };

  try {
    const databaseUrl = o.databaseUrl ?? ensureLocalDatabase({ name: o.database, fresh: o.freshDatabase, log });
    const frontUrl = `http://localhost:${o.frontPort}`;
    const redisUrl = `redis://127.0.0.1:${o.redisPort}`;
    const base = { ...o.env, NEXT_TELEMETRY_DISABLED: "1", SITE_URL: frontUrl, NEXTAUTH_URL: frontUrl };
    // The key a server action's closed-over values are encrypted with: one for every instance.
    const actionsKey = o.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY || randomBytes(32).toString("base64");

    cluster.redis = keep("redis", tools.redis, ["--port", String(o.redisPort), "--bind", "127.0.0.1", "--dir", runDir, "--save", "", "--appendonly", "no"], base);

    // The first backend migrates and seeds an empty database alone; the others start on a ready one.
    const backendEnv = (port) => ({ ...base, PORT: String(port), HOST: "localhost", DATABASE_URL: databaseUrl });
    const startBackend = (i) => {
      const supervisor = keep(`backend-${i + 1}`, process.execPath, ["--import", "tsx", "backend/src/server.ts"], backendEnv(backendPorts[i]));
      cluster.backends[i] = { port: backendPorts[i], url: `http://localhost:${backendPorts[i]}`, supervisor, get child() { return supervisor.child; } };
      return waitForUrl(`http://localhost:${backendPorts[i]}/health`, { child: supervisor.child, timeoutMs: 180_000 });
    };
    await startBackend(0);
    await Promise.all(backendPorts.slice(1).map((_, i) => startBackend(i + 1)));
    log(`Backends ready on ${backendPorts.map((p) => `:${p}`).join(", ")} (PostgreSQL)`);

    const siteEnv = {
      ...base,
      NEXT_DIST_DIR: o.distDir,
      REDIS_URL: redisUrl,
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: actionsKey,
      // nginx is the one proxy in front: it sets X-Forwarded-For to the address it saw.
      TRUSTED_PROXY_HOPS: "1",
    };
    if (o.build === "never") {
      if (!existsSync(path.join(root, o.distDir, "BUILD_ID"))) throw new Error(`No build in ${o.distDir}.`);
    } else if (o.build === "force" || !clusterBuildIsCurrent(o.distDir, o.env)) {
      log(`Building the site into ${o.distDir}…`);
      // The build prerenders from a backend directly; it keeps its cache on disk (no REDIS_URL).
      const buildEnv = { ...siteEnv, API_BASE_URL: cluster.backends[0].url };
      delete buildEnv.REDIS_URL;
      const code = await runToEnd("npx", ["next", "build"], { env: buildEnv, name: "next build" });
      if (code !== 0) throw new Error(`next build exited with ${code}`);
      markBuildComplete(o.distDir);
      writeFileSync(path.join(root, o.distDir, BUILD_COMMIT_STAMP), buildStamp(o.env));
    } else {
      log(`Reusing the build of this commit in ${o.distDir} (--rebuild builds again).`);
    }

    const conf = path.join(runDir, "nginx.conf");
    writeFileSync(conf, renderNginxConfig({ runDir, frontPort: o.frontPort, backendFrontPort: o.backendFrontPort, sitePorts, backendPorts }));
    cluster.nginx = keep("nginx", tools.nginx, ["-p", runDir, "-e", path.join(runDir, "nginx-error.log"), "-c", conf], base);
    await waitForUrl(`http://localhost:${o.backendFrontPort}/health`, { child: cluster.nginx.child, timeoutMs: 20_000 });

    const startSite = (i) => {
      const env = { ...siteEnv, API_BASE_URL: `http://localhost:${o.backendFrontPort}` };
      const supervisor = keep(`site-${i + 1}`, ...siteServerCommand(sitePorts[i]), env);
      cluster.sites[i] = { port: sitePorts[i], url: `http://localhost:${sitePorts[i]}`, env, supervisor, get child() { return supervisor.child; } };
      // A static file of Next's own, there in every build, answered without the backend or the proxy.
      return waitForUrl(`http://localhost:${sitePorts[i]}/robots.txt`, { child: supervisor.child, timeoutMs: 120_000 });
    };
    await Promise.all(sitePorts.map((_, i) => startSite(i)));
    log(`Sites ready on ${sitePorts.map((p) => `:${p}`).join(", ")} (Redis ${redisUrl})`);
    Object.assign(cluster, { frontUrl, databaseUrl, redisUrl, sitePorts, backendPorts, backendFrontUrl: `http://localhost:${o.backendFrontPort}` });
    return cluster;
  } catch (error) {
    await cluster.stop();
    if (!o.runDir && !o.keepRunDir) rmSync(runDir, { recursive: true, force: true });
    throw error;
  }
}
