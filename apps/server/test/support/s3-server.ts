import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageSettings } from '../../src/modules/media/media-settings';

export interface TestS3Server {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  /** settings for a bucket of this server, as MEDIA_S3_URL would give them */
  settings(bucket?: string, prefix?: string): S3StorageSettings;
  /** MEDIA_S3_URL for a bucket of this server */
  url(bucket?: string, prefix?: string): string;
  /** a client of our own, to look into the bucket as the app does not */
  client: S3Client;
  /** The keys under a prefix, as the bucket lists them. */
  keys(bucket: string, prefix?: string): Promise<string[]>;
  /** Makes an object look `ms` older, as time passing would: the server dates objects by their file. */
  age(bucket: string, key: string, ms: number): void;
  close(): Promise<void>;
}

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-protocol server (s3rver) on loopback, keeping its objects in a temporary directory:
 * the S3 driver is tested through the same SDK calls and HTTP requests it makes in production.
 */
export async function startS3Server(buckets: readonly string[] = ['onsale-media']): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'onsale-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  const first = buckets[0]!;
  return {
    endpoint,
    client,
    settings: (bucket = first, prefix = '') => ({
      driver: 's3',
      bucket,
      prefix: prefix ? `${prefix.replace(/\/+$/, '')}/` : '',
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: CREDENTIALS,
    }),
    url: (bucket = first, prefix = '') =>
      `http://${CREDENTIALS.accessKeyId}:${CREDENTIALS.secretAccessKey}@127.0.0.1:${port}/${bucket}${prefix ? `/${prefix}` : ''}`,
    async keys(bucket, prefix = '') {
      const answer = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (answer.Contents ?? []).map((object) => object.Key!).sort();
    },
    age(bucket, key, ms) {
      const segments = key.split('/');
      const file = path.join(directory, bucket, ...segments.slice(0, -1), `${segments.at(-1)}._S3rver_object`);
      const then = new Date(Date.now() - ms);
      fs.utimesSync(file, then, then);
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
