/**
 * Where pictures are kept and where shoppers fetch them from, read from the environment:
 * `DATA_DIR/media` by default, or an S3-compatible bucket given by `MEDIA_S3_URL` or by the
 * separate `MEDIA_S3_*` variables; `MEDIA_PUBLIC_URL` for a CDN or a public bucket.
 */

export interface S3StorageSettings {
  driver: 's3';
  bucket: string;
  /** Where the shop's objects start inside the bucket: '' or a folder ending in '/'. */
  prefix: string;
  /** unset: AWS's own endpoint for the region */
  endpoint: string | undefined;
  region: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what MinIO and most self-hosted stores expect */
  forcePathStyle: boolean;
  /** unset: the SDK's usual chain (AWS_ACCESS_KEY_ID…, the machine's role) */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export type MediaStorageSettings = { driver: 'local' } | S3StorageSettings;

export interface MediaSettings {
  storage: MediaStorageSettings;
  /** Where `/media/<key>` is public instead of the app (no trailing slash): `${publicUrl}/<key>`. */
  publicUrl: string | undefined;
}

export type MediaSettingsResult = { settings: MediaSettings } | { variable: string; problem: string };

const SEPARATE_VARIABLES = [
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_REGION',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
  'MEDIA_S3_FORCE_PATH_STYLE',
  'MEDIA_S3_PREFIX',
] as const;

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9][a-z0-9-]{0,49}$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const AWS_HOST = /(^|\.)amazonaws\.com$/i;
const AWS_REGIONAL_HOST = /^s3[.-]([a-z0-9-]+)\.amazonaws\.com$/i;
const URL_FORMAT =
  's3://KEY:SECRET@host[:port]/bucket[/prefix][?region=…&forcePathStyle=true] (or http(s):// for the endpoint’s own scheme)';

class Problem extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
  }
}

export function parseMediaSettings(env: NodeJS.ProcessEnv): MediaSettingsResult {
  const value = (name: string) => (env[name] === '' ? undefined : env[name]);
  try {
    const publicUrl = parsePublicUrl(value('MEDIA_PUBLIC_URL'));
    const url = value('MEDIA_S3_URL');
    const separate = SEPARATE_VARIABLES.filter((name) => value(name) !== undefined);
    if (url !== undefined) {
      if (separate.length > 0)
        throw new Problem(separate[0]!, 'cannot be used with MEDIA_S3_URL: set one or the other');
      return { settings: { storage: parseS3Url(url), publicUrl } };
    }
    if (separate.length === 0) return { settings: { storage: { driver: 'local' }, publicUrl } };
    return { settings: { storage: parseSeparateVariables(value), publicUrl } };
  } catch (error) {
    if (error instanceof Problem) return { variable: error.variable, problem: error.message };
    throw error;
  }
}

function parsePublicUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const url = tryUrl(raw);
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash || url.username || url.password) {
    throw new Problem(
      'MEDIA_PUBLIC_URL',
      'must be an http:// or https:// address without query or credentials (https://cdn.example.com/media)',
    );
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function parseS3Url(raw: string): S3StorageSettings {
  const variable = 'MEDIA_S3_URL';
  const url = tryUrl(raw);
  if (!url || !['s3:', 'http:', 'https:'].includes(url.protocol) || !url.hostname)
    throw new Problem(variable, `must be ${URL_FORMAT}`);
  const [bucket = '', ...prefixSegments] = url.pathname.split('/').filter(Boolean);
  if (!bucket) throw new Problem(variable, `names no bucket: it must be ${URL_FORMAT}`);
  checkBucket(variable, bucket);

  let credentials: S3StorageSettings['credentials'];
  if (url.username || url.password) {
    if (!url.username || !url.password)
      throw new Problem(variable, 'must give both the access key and the secret (KEY:SECRET@host), or neither');
    try {
      credentials = {
        accessKeyId: decodeURIComponent(url.username),
        secretAccessKey: decodeURIComponent(url.password),
      };
    } catch {
      throw new Problem(variable, 'has a badly percent-encoded access key or secret');
    }
  }

  const options = new Map<string, string>();
  for (const [name, optionValue] of url.searchParams) {
    if (!['region', 'forcePathStyle'].includes(name))
      throw new Problem(variable, `has an unknown option "${name}" (known: region, forcePathStyle)`);
    options.set(name, optionValue);
  }
  const scheme = url.protocol === 'http:' ? 'http' : 'https';
  const endpoint = `${scheme}://${url.host}`;
  return {
    driver: 's3',
    bucket,
    prefix: parsePrefix(variable, prefixSegments.join('/')),
    endpoint,
    region: parseRegion(variable, options.get('region'), url.hostname),
    forcePathStyle:
      parseFlag(variable, options.get('forcePathStyle'), 'forcePathStyle') ?? !AWS_HOST.test(url.hostname),
    credentials,
  };
}

function parseSeparateVariables(value: (name: string) => string | undefined): S3StorageSettings {
  const bucket = value('MEDIA_S3_BUCKET');
  if (bucket === undefined) {
    const given = SEPARATE_VARIABLES.find((name) => value(name) !== undefined)!;
    throw new Problem('MEDIA_S3_BUCKET', `is required when ${given} is set`);
  }
  checkBucket('MEDIA_S3_BUCKET', bucket);

  let endpoint: string | undefined;
  const rawEndpoint = value('MEDIA_S3_ENDPOINT');
  if (rawEndpoint !== undefined) {
    const url = tryUrl(rawEndpoint);
    if (
      !url ||
      !/^https?:$/.test(url.protocol) ||
      (url.pathname !== '/' && url.pathname !== '') ||
      url.search ||
      url.username
    ) {
      throw new Problem(
        'MEDIA_S3_ENDPOINT',
        'must be the http:// or https:// address of the S3 service, without a path (https://s3.eu-west-1.amazonaws.com, http://minio:9000)',
      );
    }
    endpoint = url.origin;
  }

  const accessKeyId = value('MEDIA_S3_ACCESS_KEY_ID');
  const secretAccessKey = value('MEDIA_S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new Problem(
      accessKeyId === undefined ? 'MEDIA_S3_ACCESS_KEY_ID' : 'MEDIA_S3_SECRET_ACCESS_KEY',
      `is required when ${accessKeyId === undefined ? 'MEDIA_S3_SECRET_ACCESS_KEY' : 'MEDIA_S3_ACCESS_KEY_ID'} is set`,
    );
  }
  const host = endpoint ? new URL(endpoint).hostname : 'amazonaws.com';
  return {
    driver: 's3',
    bucket,
    prefix: parsePrefix('MEDIA_S3_PREFIX', value('MEDIA_S3_PREFIX') ?? ''),
    endpoint,
    region: parseRegion('MEDIA_S3_REGION', value('MEDIA_S3_REGION'), host),
    forcePathStyle: parseFlag('MEDIA_S3_FORCE_PATH_STYLE', value('MEDIA_S3_FORCE_PATH_STYLE')) ?? !AWS_HOST.test(host),
    credentials:
      accessKeyId !== undefined && secretAccessKey !== undefined ? { accessKeyId, secretAccessKey } : undefined,
  };
}

function checkBucket(variable: string, bucket: string): void {
  if (!BUCKET.test(bucket))
    throw new Problem(
      variable,
      `has a bucket name "${bucket}" that S3 does not allow (3-63 lower-case letters, digits, dots and hyphens)`,
    );
}

/** Given, or the region an AWS regional host names (s3.eu-west-1.amazonaws.com), or us-east-1. */
function parseRegion(variable: string, given: string | undefined, host: string): string {
  if (given === undefined) return AWS_REGIONAL_HOST.exec(host)?.[1]?.toLowerCase() ?? 'us-east-1';
  if (!REGION.test(given)) throw new Problem(variable, `has a region "${given}" that is not one (eu-west-1, auto…)`);
  return given;
}

function parsePrefix(variable: string, raw: string): string {
  const segments = raw.split('/').filter(Boolean);
  const wrong = segments.find((segment) => !PREFIX_SEGMENT.test(segment));
  if (wrong !== undefined)
    throw new Problem(variable, `has a folder "${wrong}" that is not letters, digits, dots, hyphens and underscores`);
  return segments.length === 0 ? '' : `${segments.join('/')}/`;
}

function parseFlag(variable: string, raw: string | undefined, option?: string): boolean | undefined {
  if (raw === undefined) return undefined;
  const lower = raw.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(lower)) return true;
  if (['0', 'false', 'no', 'off'].includes(lower)) return false;
  throw new Problem(variable, `${option ? `option ${option} ` : ''}must be true or false`);
}

function tryUrl(raw: string): URL | null {
  try {
    return new URL(raw.trim());
  } catch {
    return null;
  }
}
