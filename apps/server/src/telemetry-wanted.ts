/**
 * Whether this process exports traces: the standard OpenTelemetry variables name a collector and do
 * not turn the SDK off. Read by `server.ts` before anything else is imported, so it imports nothing.
 */
export function telemetryWanted(env: Record<string, string | undefined>): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  if (env.OTEL_TRACES_EXPORTER?.split(',')[0]?.trim() === 'none') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}
