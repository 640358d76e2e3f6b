// autocannon ships no types; this covers what scripts/bench-api.ts uses.
declare module "autocannon" {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** Worker threads that send the requests (the connections are split between them). */
    workers?: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export type { Options, Result };
  export default autocannon;
}
