/**
 * Statements on health data (the profile's lifestyle answers, saved risk assessments): a failing
 * statement is replaced by an error without the query's parameters, so no answer reaches a log.
 */
class HealthDataStorageError extends Error {
  constructor(action: string) {
    super(`${action} failed`);
    this.name = "HealthDataStorageError";
  }
}

export async function guarded<T>(action: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw new HealthDataStorageError(action);
  }
}
