// The production shape on one machine (docs/deploy.md): Redis, M backend processes on one
// PostgreSQL database, N `next start` instances of one build sharing Next's cache through Redis,
// and nginx in front. Used by `npm run start:cluster`, the cluster test and `npm run bench:cluster`.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { root } from "./env.mjs";
import { run, runToEnd, stop, waitForUrl } from "./processes.mjs";
import { siteServerCommand } from "./site-server.mjs";
import { buildIsFresh, markBuildComplete } from "./build.mjs";
import { ensureLocalDatabase, findTools } from "./cluster-tools.mjs";

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
 * starts from (APP_ENV and secrets already settled). Returns handles to each process and `stop()`.
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
  const started = [];
  const cluster = { runDir, sites: [], backends: [], redis: undefined, nginx: undefined, started };
  const logTo = (name) => {
    const fd = openSync(path.join(runDir, `${name}.log`), "a");
    return o.quiet ? ["ignore", fd, fd] : "inherit";
  };
  const launch = (cmd, args, env, name) => {
    const child = run(cmd, args, { env, name, stdio: logTo(name) });
    started.push(child);
    return child;
  };
  cluster.stop = async () => {
    await Promise.all(started.map((child) => stop(child)));
  };

  try {
    const databaseUrl = o.databaseUrl ?? ensureLocalDatabase({ name: o.database, fresh: o.freshDatabase, log });
    const frontUrl = `http://localhost:${o.frontPort}`;
    const backendPorts = Array.from({ length: o.backends }, (_, i) => o.backendPort + i);
    const sitePorts = Array.from({ length: o.sites }, (_, i) => o.sitePort + i);
    const redisUrl = `redis://127.0.0.1:${o.redisPort}`;
    const base = { ...o.env, NEXT_TELEMETRY_DISABLED: "1", SITE_URL: frontUrl, NEXTAUTH_URL: frontUrl };
    // The key a server action's closed-over values are encrypted with: one for every instance.
    const actionsKey = o.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY || randomBytes(32).toString("base64");

    cluster.redis = launch(tools.redis, ["--port", String(o.redisPort), "--bind", "127.0.0.1", "--dir", runDir, "--save", "", "--appendonly", "no"], base, "redis");

    // The first backend migrates and seeds an empty database alone; the others start on a ready one.
    const backendEnv = (port) => ({ ...base, PORT: String(port), HOST: "localhost", DATABASE_URL: databaseUrl });
    const startBackend = (i) => {
      const child = launch(process.execPath, ["--import", "tsx", "backend/src/server.ts"], backendEnv(backendPorts[i]), `backend-${i + 1}`);
      cluster.backends[i] = { port: backendPorts[i], url: `http://localhost:${backendPorts[i]}`, child };
      return waitForUrl(`http://localhost:${backendPorts[i]}/health`, { child, timeoutMs: 180_000 });
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
    cluster.nginx = launch(tools.nginx, ["-p", runDir, "-e", path.join(runDir, "nginx-error.log"), "-c", conf], base, "nginx");
    await waitForUrl(`http://localhost:${o.backendFrontPort}/health`, { child: cluster.nginx, timeoutMs: 20_000 });

    const startSite = (i) => {
      const env = { ...siteEnv, API_BASE_URL: `http://localhost:${o.backendFrontPort}` };
      const child = launch(...siteServerCommand(sitePorts[i]), env, `site-${i + 1}`);
      cluster.sites[i] = { port: sitePorts[i], url: `http://localhost:${sitePorts[i]}`, child, env };
      // A static file of Next's own, there in every build, answered without the backend or the proxy.
      return waitForUrl(`http://localhost:${sitePorts[i]}/robots.txt`, { child, timeoutMs: 120_000 });
    };
    cluster.startSite = startSite;
    cluster.startBackend = startBackend;
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
