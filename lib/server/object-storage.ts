import 'server-only';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { objectStorage, type ObjectStorage } from './config';

/**
 * The one place the site talks to S3-compatible storage (S3_BUCKET, docs/design.md §15): Payload's
 * media adapter is given the same client settings (lib/content/payload.config.ts), and the CV store
 * reads and writes through the functions below (lib/server/cv-upload.ts).
 */
export function s3ClientConfig(storage: ObjectStorage): S3ClientConfig {
  return {
    region: storage.region,
    endpoint: storage.endpoint,
    forcePathStyle: storage.forcePathStyle,
    credentials: storage.credentials,
    // Checksums only where S3 requires them: the SDK's newer default (a CRC32 on every request and
    // response) is refused by several S3-compatible services; TLS already guards the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

let cached: { storage: ObjectStorage; client: S3Client } | undefined;

/** The bucket and a client for it, or undefined when files stay on this machine. */
function bucket(): { name: string; client: S3Client } | undefined {
  const storage = objectStorage();
  if (!storage) return undefined;
  // objectStorage() returns the same object while the settings stay the same.
  if (cached?.storage !== storage) {
    cached?.client.destroy();
    cached = { storage, client: new S3Client(s3ClientConfig(storage)) };
  }
  return { name: storage.bucket, client: cached.client };
}

/** Whether S3_BUCKET is set: new files go to the bucket. */
export function usesObjectStorage(): boolean {
  return objectStorage() !== undefined;
}

/** Writes a private object; S3's 200 means it is stored durably. */
export async function putObject(key: string, bytes: Uint8Array, contentType: string) {
  const target = required();
  await target.client.send(
    new PutObjectCommand({ Bucket: target.name, Key: key, Body: bytes, ContentType: contentType }),
  );
}

/** An object's bytes; undefined when there is none by that key. */
export async function getObject(key: string): Promise<Buffer | undefined> {
  const target = required();
  try {
    const object = await target.client.send(
      new GetObjectCommand({ Bucket: target.name, Key: key }),
    );
    return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
  } catch (error) {
    if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound'))
      return undefined;
    throw error;
  }
}

/** Removes an object; removing one that is not there is not an error (S3 answers 204 either way). */
export async function deleteObject(key: string) {
  const target = required();
  await target.client.send(new DeleteObjectCommand({ Bucket: target.name, Key: key }));
}

function required() {
  const target = bucket();
  // A file stored in the bucket is still asked for after S3_BUCKET was removed: say so plainly.
  if (!target) throw new Error('S3_BUCKET is not set, but this file is stored in S3 storage');
  return target;
}
