import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { parseMediaSettings } from './media-settings';

const storageOf = (env: Record<string, string>) => {
  const result = parseMediaSettings(env);
  if ('problem' in result) throw new Error(`${result.variable} ${result.problem}`);
  return result.settings.storage;
};
const problemOf = (env: Record<string, string>) => {
  try {
    loadConfig({ DATA_DIR: '/tmp/onsale-settings', ...env });
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('media storage settings', () => {
  it('keeps pictures in DATA_DIR/media when nothing is set', () => {
    expect(parseMediaSettings({})).toEqual({ settings: { storage: { driver: 'local' }, publicUrl: undefined } });
    expect(parseMediaSettings({ MEDIA_S3_URL: '', MEDIA_PUBLIC_URL: '' })).toEqual({
      settings: { storage: { driver: 'local' }, publicUrl: undefined },
    });
  });

  it('reads a MinIO bucket from MEDIA_S3_URL with credentials, a folder, path-style addressing and a region', () => {
    expect(
      storageOf({
        MEDIA_S3_URL: 'http://minio%2Bkey:se%2Fcret@minio.internal:9000/shop-media/onsale/live?region=eu-central-1',
      }),
    ).toEqual({
      driver: 's3',
      bucket: 'shop-media',
      prefix: 'onsale/live/',
      endpoint: 'http://minio.internal:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio+key', secretAccessKey: 'se/cret' },
    });
  });

  it('takes s3:// as an https endpoint, and an AWS host addressed by bucket name in the region it names', () => {
    expect(storageOf({ MEDIA_S3_URL: 's3://AKIA:secret@s3.eu-west-1.amazonaws.com/onsale-pictures' })).toMatchObject({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      forcePathStyle: false,
      prefix: '',
    });
    expect(
      storageOf({ MEDIA_S3_URL: 's3://k:s@acct.r2.cloudflarestorage.com/media?region=auto&forcePathStyle=false' }),
    ).toMatchObject({
      endpoint: 'https://acct.r2.cloudflarestorage.com',
      region: 'auto',
      forcePathStyle: false,
    });
  });

  it('reads the separate variables, leaving credentials to the SDK when none are given', () => {
    expect(storageOf({ MEDIA_S3_BUCKET: 'onsale-media', MEDIA_S3_REGION: 'ap-south-1' })).toEqual({
      driver: 's3',
      bucket: 'onsale-media',
      prefix: '',
      endpoint: undefined,
      region: 'ap-south-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      storageOf({
        MEDIA_S3_BUCKET: 'media',
        MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000/',
        MEDIA_S3_ACCESS_KEY_ID: 'k',
        MEDIA_S3_SECRET_ACCESS_KEY: 's',
        MEDIA_S3_FORCE_PATH_STYLE: '0',
        MEDIA_S3_PREFIX: '/shop/',
      }),
    ).toEqual({
      driver: 's3',
      bucket: 'media',
      prefix: 'shop/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
    });
  });

  it('keeps MEDIA_PUBLIC_URL without its trailing slash', () => {
    expect(parseMediaSettings({ MEDIA_PUBLIC_URL: 'https://cdn.example.pk/media/' })).toEqual({
      settings: { storage: { driver: 'local' }, publicUrl: 'https://cdn.example.pk/media' },
    });
  });

  it('stops the process with one line naming the wrong variable', () => {
    expect(problemOf({ MEDIA_S3_URL: 'ftp://host/bucket' })).toMatch(
      /^Invalid configuration: MEDIA_S3_URL must be s3:\/\/KEY:SECRET@host/,
    );
    expect(problemOf({ MEDIA_S3_URL: 'http://k:s@127.0.0.1:9000/' })).toMatch(
      /^Invalid configuration: MEDIA_S3_URL names no bucket/,
    );
    expect(problemOf({ MEDIA_S3_URL: 'http://k:s@127.0.0.1:9000/Bad_Bucket' })).toBe(
      'Invalid configuration: MEDIA_S3_URL has a bucket name "Bad_Bucket" that S3 does not allow (3-63 lower-case letters, digits, dots and hyphens)',
    );
    expect(problemOf({ MEDIA_S3_URL: 'http://k@127.0.0.1:9000/media' })).toBe(
      'Invalid configuration: MEDIA_S3_URL must give both the access key and the secret (KEY:SECRET@host), or neither',
    );
    expect(problemOf({ MEDIA_S3_URL: 'http://k:s@127.0.0.1:9000/media?pathStyle=1' })).toBe(
      'Invalid configuration: MEDIA_S3_URL has an unknown option "pathStyle" (known: region, forcePathStyle)',
    );
    expect(problemOf({ MEDIA_S3_URL: 'http://k:s@127.0.0.1:9000/media?forcePathStyle=maybe' })).toBe(
      'Invalid configuration: MEDIA_S3_URL option forcePathStyle must be true or false',
    );
    expect(problemOf({ MEDIA_S3_URL: 'http://k:s@127.0.0.1:9000/media/../x' })).toMatch(
      /^Invalid configuration: MEDIA_S3_URL /,
    );
    expect(problemOf({ MEDIA_S3_URL: 'http://k:s@127.0.0.1:9000/media', MEDIA_S3_BUCKET: 'other' })).toBe(
      'Invalid configuration: MEDIA_S3_BUCKET cannot be used with MEDIA_S3_URL: set one or the other',
    );
    expect(problemOf({ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toBe(
      'Invalid configuration: MEDIA_S3_BUCKET is required when MEDIA_S3_ENDPOINT is set',
    );
    expect(problemOf({ MEDIA_S3_BUCKET: 'media', MEDIA_S3_ACCESS_KEY_ID: 'k' })).toBe(
      'Invalid configuration: MEDIA_S3_SECRET_ACCESS_KEY is required when MEDIA_S3_ACCESS_KEY_ID is set',
    );
    expect(problemOf({ MEDIA_S3_BUCKET: 'media', MEDIA_S3_ENDPOINT: 'http://minio:9000/media' })).toMatch(
      /^Invalid configuration: MEDIA_S3_ENDPOINT must be the http:\/\/ or https:\/\/ address of the S3 service, without a path/,
    );
    expect(problemOf({ MEDIA_S3_BUCKET: 'media', MEDIA_S3_REGION: 'EU West' })).toBe(
      'Invalid configuration: MEDIA_S3_REGION has a region "EU West" that is not one (eu-west-1, auto…)',
    );
    expect(problemOf({ MEDIA_PUBLIC_URL: 'cdn.example.pk' })).toMatch(
      /^Invalid configuration: MEDIA_PUBLIC_URL must be an http:\/\/ or https:\/\/ address/,
    );
    expect(problemOf({ MEDIA_PUBLIC_URL: 'https://cdn.example.pk/?v=1' })).toMatch(
      /^Invalid configuration: MEDIA_PUBLIC_URL /,
    );
    expect(
      problemOf({ MEDIA_S3_URL: 'http://k:s@127.0.0.1:9000/media', MEDIA_PUBLIC_URL: 'https://cdn.example.pk' }),
    ).toBe('accepted');
  });
});
