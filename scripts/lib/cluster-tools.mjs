// What the production shape needs from the machine (nginx, redis-server, PostgreSQL) and the local
// PostgreSQL database it runs on. Nothing is installed here: a missing tool is named with the
// command that installs it.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { randomBytes } from "node:crypto";

const INSTALL = "apt-get install -y nginx redis-server postgresql";

export class ClusterToolError extends Error {}

function which(name, extraDirs = []) {
  for (const dir of [...extraDirs, ...(process.env.PATH ?? "").split(":")]) {
    const candidate = `${dir}/${name}`;
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The binaries of the shape, or what is missing. `needLocalPostgres`: without a DATABASE_URL of the
 * operator's, the local PostgreSQL cluster tools (Debian's pg_ctlcluster, psql) are needed too.
 */
export function findTools({ needLocalPostgres = true } = {}) {
  const tools = {
    nginx: which("nginx", ["/usr/sbin", "/usr/local/sbin"]),
    redis: which("redis-server", ["/usr/bin", "/usr/local/bin"]),
    pgCtlCluster: needLocalPostgres ? which("pg_ctlcluster", ["/usr/bin"]) : "unused",
    psql: needLocalPostgres ? which("psql", ["/usr/bin"]) : "unused",
  };
  const missing = [];
  if (!tools.nginx) missing.push("nginx (Debian package nginx)");
  if (!tools.redis) missing.push("redis-server (Debian package redis-server)");
  if (!tools.pgCtlCluster || !tools.psql) missing.push("PostgreSQL (Debian package postgresql; or set DATABASE_URL to a database of yours)");
  return { tools, missing, install: INSTALL };
}

/** Debian's PostgreSQL clusters: `pg_lsclusters` lines as { version, name, port, online }. */
function clusters() {
  const out = execFileSync("pg_lsclusters", ["--no-header"], { encoding: "utf8" });
  return out
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols.length >= 4)
    .map(([version, name, port, status]) => ({ version, name, port: Number(port), online: status === "online" }));
}

const isRoot = () => process.getuid?.() === 0;

/** Runs SQL as the database superuser: `su postgres` when root, otherwise the invoking user's own role. */
function superSql(sqlText, port, database = "postgres") {
  const args = ["-v", "ON_ERROR_STOP=1", "-qAt", "-p", String(port), "-d", database, "-c", sqlText];
  const result = isRoot()
    ? spawnSync("su", ["postgres", "-c", ["psql", ...args.map((a) => `'${a.replace(/'/g, "'\\''")}'`)].join(" ")], { encoding: "utf8" })
    : spawnSync("psql", ["-h", "localhost", ...args], { encoding: "utf8" });
  if (result.status !== 0) {
    throw new ClusterToolError(
      `PostgreSQL refused: ${sqlText.slice(0, 80)}…\n${result.stderr.trim()}\n` +
        (isRoot()
          ? ""
          : "Run as root (it uses `su postgres`), give your user a PostgreSQL role with CREATEROLE and CREATEDB, or set DATABASE_URL to a database of yours."),
    );
  }
  return result.stdout.trim();
}

/**
 * A database of its own on the machine's PostgreSQL: starts the first Debian cluster if it is down
 * (root only), creates role `role` with a fresh random password and database `name` owned by it
 * (`fresh`: dropped first). Returns its DATABASE_URL.
 */
export function ensureLocalDatabase({ name, role = name, fresh = false, log = console.log }) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name) || !/^[a-z_][a-z0-9_]{0,62}$/.test(role)) throw new ClusterToolError(`Bad database or role name: ${name}, ${role}`);
  const list = clusters();
  if (list.length === 0) throw new ClusterToolError("No PostgreSQL cluster (pg_lsclusters lists none): `pg_createcluster 15 main` creates one.");
  let cluster = list.find((c) => c.online);
  if (!cluster) {
    cluster = list[0];
    if (!isRoot()) throw new ClusterToolError(`PostgreSQL ${cluster.version}/${cluster.name} is stopped: run \`sudo pg_ctlcluster ${cluster.version} ${cluster.name} start\`.`);
    log(`Starting PostgreSQL ${cluster.version}/${cluster.name}…`);
    execFileSync("pg_ctlcluster", [cluster.version, cluster.name, "start"], { stdio: "inherit" });
  }
  const password = randomBytes(18).toString("base64url");
  const exists = superSql(`SELECT 1 FROM pg_roles WHERE rolname = '${role}'`, cluster.port) === "1";
  superSql(`${exists ? "ALTER" : "CREATE"} ROLE ${role} LOGIN PASSWORD '${password}'`, cluster.port);
  if (fresh) superSql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, cluster.port);
  const dbExists = superSql(`SELECT 1 FROM pg_database WHERE datname = '${name}'`, cluster.port) === "1";
  if (!dbExists) superSql(`CREATE DATABASE ${name} OWNER ${role}`, cluster.port);
  return `postgres://${role}:${password}@localhost:${cluster.port}/${name}`;
}
