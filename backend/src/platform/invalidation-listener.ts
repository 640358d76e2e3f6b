import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Db } from "../db/client";
import { INVALIDATION_CHANNEL, deliverInvalidation, forgetEverything } from "./invalidation";

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = "cache_invalidation_listener";

export interface InvalidationListener {
  /** Resolves once the channel is listened to (it never rejects: a listener retries until closed). */
  ready: Promise<void>;
  /** How many times the channel has been listened to; a reconnect adds one. */
  readonly connections: number;
  /** The PostgreSQL server process of the listening connection, while there is one. */
  readonly backendPid: number | undefined;
  close(): Promise<void>;
}

/** The embedded database: one process, so notifications never leave it and never get lost. */
export function listenOnPglite(db: Db, pglite: PGlite): InvalidationListener {
  let connections = 0;
  const unlisten = pglite.listen(INVALIDATION_CHANNEL, (payload) => deliverInvalidation(db, payload)).then((stop) => {
    connections++;
    return stop;
  });
  return {
    ready: unlisten.then(() => undefined),
    get connections() {
      return connections;
    },
    backendPid: undefined,
    close: async () => {
      const stop = await unlisten;
      if (!pglite.closed) await stop();
    },
  };
}

export interface RetryDelays {
  firstMs: number;
  maxMs: number;
}

/**
 * A dedicated connection (LISTEN does not survive a pool handing the connection to someone else).
 * When it drops, it connects again after firstMs, doubling up to maxMs; once listening again, every
 * cache of `db` forgets everything, since what was announced meanwhile never arrived.
 */
export function listenOnPostgres(db: Db, connectionString: string, retry: RetryDelays = { firstMs: 100, maxMs: 5_000 }): InvalidationListener {
  let closed = false;
  let current: pg.Client | undefined;
  let backendPid: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let delay = retry.firstMs;
  let connections = 0;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const retryLater = (reason: string) => {
    if (closed || timer) return;
    console.error(`cache invalidation: not listening (${reason}); trying again in ${delay} ms`);
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, retry.maxMs);
  };

  const lost = (client: pg.Client, reason: string) => {
    if (current !== client) return;
    current = undefined;
    backendPid = undefined;
    client.end().catch(() => undefined);
    retryLater(reason);
  };

  const connect = async () => {
    if (closed) return;
    const client = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME });
    client.on("error", (error) => lost(client, error.message));
    client.on("end", () => lost(client, "connection closed"));
    client.on("notification", (message) => {
      if (message.channel === INVALIDATION_CHANNEL) deliverInvalidation(db, message.payload ?? "");
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${INVALIDATION_CHANNEL}`);
      const [row] = (await client.query<{ pid: number }>("select pg_backend_pid() as pid")).rows;
      backendPid = row?.pid;
    } catch (error) {
      client.end().catch(() => undefined);
      retryLater((error as Error).message);
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    connections++;
    delay = retry.firstMs;
    // Anything kept before this moment may have missed its message (the first time: kept before
    // the listener was up).
    forgetEverything(db);
    markReady();
  };

  void connect();
  return {
    ready,
    get connections() {
      return connections;
    },
    get backendPid() {
      return backendPid;
    },
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      const client = current;
      current = undefined;
      backendPid = undefined;
      markReady();
      await client?.end().catch(() => undefined);
    },
  };
}
