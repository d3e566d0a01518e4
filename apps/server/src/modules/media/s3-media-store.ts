import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { ConfigError } from '../../config';
import { ServiceUnavailableError } from '../../http/errors';
import type { S3StorageSettings } from './media-settings';
import { isMediaKey, MEDIA_CACHE_CONTROL, type S3MediaStore } from './media-store';

/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

/** A bucket that cannot be reached or answers with an error: the caller gets a 503 and may try again. */
function storageUnavailable(error: unknown): ServiceUnavailableError {
  return Object.assign(
    new ServiceUnavailableError(
      'Pictures cannot be stored right now. Please try again in a moment.',
      'media_unavailable',
    ),
    { cause: error },
  );
}

const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

/**
 * A bucket on AWS S3 or anything that speaks its protocol (MinIO, Cloudflare R2, Ceph…). Objects
 * carry their content type and the immutable cache header, so a CDN put in front of the bucket
 * answers as the app does.
 */
export function createS3MediaStore(settings: S3StorageSettings): S3MediaStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Stores other than AWS reject or mishandle the newer default checksums on some versions;
    // checksums are sent only where the protocol requires them.
    ...(settings.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const, responseChecksumValidation: 'WHEN_REQUIRED' as const }
      : {}),
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
    return `${settings.prefix}${key}`;
  };
  const where = `bucket "${Bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;

  return {
    driver: 's3',

    async check({ signal } = {}) {
      try {
        await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: signal });
      } catch (error) {
        const status = statusOf(error);
        const reason =
          status === 404
            ? 'no such bucket'
            : status === 403
              ? 'access denied (check the access key and secret)'
              : status === 301
                ? 'the bucket is in another region'
                : error instanceof Error
                  ? error.message || error.name
                  : String(error);
        throw new ConfigError(`Media storage: ${where} cannot be used: ${reason}`);
      }
    },

    async put(key, data, contentType) {
      // Putting the same content again renews the object's time, as the sweep of unused uploads needs.
      const object = {
        Bucket,
        Key: objectKey(key),
        Body: data,
        ContentType: contentType,
        CacheControl: MEDIA_CACHE_CONTROL,
      };
      await client.send(new PutObjectCommand(object)).catch((error: unknown) => {
        throw storageUnavailable(error);
      });
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (statusOf(error) === 404) return false;
        throw storageUnavailable(error);
      }
    },

    async *list(folder) {
      const Prefix = `${settings.prefix}${folder}`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          const key = object.Key.slice(settings.prefix.length);
          if (isMediaKey(key)) yield { key, modifiedAt: object.LastModified ?? new Date() };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async remove(keys) {
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const batch = keys.slice(i, i + DELETE_BATCH);
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((key) => ({ Key: objectKey(key) })), Quiet: true },
          }),
        );
        const failed = answer.Errors?.[0];
        if (failed)
          throw new Error(
            `Media storage: could not delete ${failed.Key}: ${failed.Code ?? ''} ${failed.Message ?? ''}`.trim(),
          );
      }
    },

    async read(key, { head = false, ifNoneMatch } = {}) {
      const input = { Bucket, Key: objectKey(key), IfNoneMatch: ifNoneMatch };
      try {
        if (head) {
          const object = await client.send(new HeadObjectCommand(input));
          return {
            size: object.ContentLength,
            etag: object.ETag,
            contentType: object.ContentType,
            modifiedAt: object.LastModified,
          };
        }
        const object = await client.send(new GetObjectCommand(input));
        return {
          body: object.Body as Readable,
          size: object.ContentLength,
          etag: object.ETag,
          contentType: object.ContentType,
          modifiedAt: object.LastModified,
        };
      } catch (error) {
        const status = statusOf(error);
        if (status === 304) return 'not_modified';
        if (status === 404 || (error instanceof S3ServiceException && error.name === 'NoSuchKey')) return null;
        throw error;
      }
    },

    async close() {
      client.destroy();
    },
  };
}
