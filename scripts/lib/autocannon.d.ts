// The part of autocannon's API the forms benchmark uses (the package ships no types).
declare module "autocannon" {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    requests?: (Request & {
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    })[];
  };
  type Histogram = { average: number; p50: number; p90: number; p99: number; max: number };
  type Result = {
    latency: Histogram;
    requests: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Seconds the run took. */
    duration: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
