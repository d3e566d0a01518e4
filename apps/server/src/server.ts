/**
 * The process's entry (`npm start`, `npm run dev`). When a collector is configured, traces start
 * first (decision 0066): the app's modules are imported only after them, so that `pg`, `ioredis`,
 * `node:http` and the S3 client load under the tracing hooks. Without one, no part of the
 * OpenTelemetry SDK is loaded. `main.ts` is the server itself.
 */
import type { Telemetry } from './telemetry';
import { telemetryWanted } from './telemetry-wanted';

let telemetry: Telemetry | undefined;
if (telemetryWanted(process.env)) {
  try {
    telemetry = await (await import('./telemetry')).startTelemetry();
  } catch (error) {
    process.stderr.write(
      `OnSale could not start its traces: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  }
}
await (await import('./main')).startServer({ telemetry });
