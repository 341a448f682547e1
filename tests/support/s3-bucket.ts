import { randomBytes } from 'node:crypto';
import { S3 } from '@aws-sdk/client-s3';
import { s3ClientConfig, type S3Settings } from '../../server/storage/s3-client.ts';

/** The S3 server the environment names (S3_ENDPOINT and the keys), or undefined when none is. */
export function s3FromEnvironment(
  environment: Record<string, string | undefined> = process.env,
): Omit<S3Settings, 'bucket'> | undefined {
  if (!environment.S3_ENDPOINT) return undefined;
  return {
    kind: 's3',
    endpoint: environment.S3_ENDPOINT,
    region: environment.S3_REGION ?? 'us-east-1',
    accessKeyId: environment.S3_ACCESS_KEY_ID,
    secretAccessKey: environment.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  };
}

/** True when the environment names an S3 server: tests against it run, else they are skipped. */
export const hasS3 = s3FromEnvironment() !== undefined;

export interface TestBucket {
  name: string;
  settings: S3Settings;
  client: S3;
  /** The server settings (STORAGE=s3 and S3_*) that point a server at this bucket. */
  env: Record<string, string>;
  /** Every object key in the bucket, with the given prefix. */
  keys(prefix?: string): Promise<string[]>;
  /** Multipart uploads begun and neither completed nor aborted. */
  openMultipartUploads(): Promise<string[]>;
  /** Aborts its multipart uploads, deletes every object and then the bucket. */
  destroy(): Promise<void>;
}

/** A bucket of its own for one test run, named at random, on the S3 server the environment names. */
export async function createTestBucket(prefix = 'test'): Promise<TestBucket> {
  const server = s3FromEnvironment();
  if (!server) throw new Error('S3_ENDPOINT is not set');
  const name = `${prefix}-${randomBytes(6).toString('hex')}`;
  const settings: S3Settings = { ...server, bucket: name };
  const client = new S3(s3ClientConfig(settings));
  await client.createBucket({ Bucket: name });

  const keys = async (keyPrefix?: string): Promise<string[]> => {
    const found: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.listObjectsV2({
        Bucket: name,
        Prefix: keyPrefix,
        ContinuationToken: token,
      });
      for (const object of page.Contents ?? []) if (object.Key) found.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  };

  const multipartUploads = async () => {
    const page = await client.listMultipartUploads({ Bucket: name });
    return (page.Uploads ?? []).map((upload) => ({
      key: upload.Key ?? '',
      uploadId: upload.UploadId ?? '',
    }));
  };

  return {
    name,
    settings,
    client,
    env: {
      STORAGE: 's3',
      S3_BUCKET: name,
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId ?? '',
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey ?? '',
    },
    keys,
    openMultipartUploads: async () => (await multipartUploads()).map((upload) => upload.key),
    async destroy() {
      for (const upload of await multipartUploads()) {
        await client.abortMultipartUpload({
          Bucket: name,
          Key: upload.key,
          UploadId: upload.uploadId,
        });
      }
      for (const key of await keys()) await client.deleteObject({ Bucket: name, Key: key });
      await client.deleteBucket({ Bucket: name });
      client.destroy();
    },
  };
}
