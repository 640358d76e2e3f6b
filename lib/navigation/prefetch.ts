/** SPEC §9: link prefetch is skipped on 2g connections or with the data saver on. */
export interface ConnectionLike {
  effectiveType?: string;
  saveData?: boolean;
}

export function prefetchAllowed(connection: ConnectionLike | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? "");
}

export function currentConnection(): (ConnectionLike & EventTarget) | undefined {
  if (typeof navigator === "undefined") return undefined;
  return (navigator as Navigator & { connection?: ConnectionLike & EventTarget }).connection;
}
