/** The part of autocannon's API the benchmarks use (the package ships no type declarations). */
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    requests?: { method?: string; path?: string; headers?: Record<string, string>; body?: string }[];
  };
  type Histogram = {
    average: number;
    mean: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    max: number;
  };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
