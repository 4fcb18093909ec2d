import { afterEach, describe, expect, it } from 'vitest';
import { objectStorage } from '@/lib/server/config';

const names = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;
const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));

function given(settings: Partial<Record<(typeof names)[number], string>>) {
  for (const name of names) delete process.env[name];
  Object.assign(process.env, settings);
}

afterEach(() => {
  for (const name of names)
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
});

describe('the S3_* settings (docs/design.md §15)', () => {
  it('leave files on this machine when none is set, or all are empty', () => {
    given({});
    expect(objectStorage()).toBeUndefined();
    given({ S3_BUCKET: '', S3_ENDPOINT: '' });
    expect(objectStorage()).toBeUndefined();
  });

  it('read a complete S3-compatible setting', () => {
    given({
      S3_BUCKET: 'meridian-files',
      S3_ENDPOINT: 'https://s3.example.net/',
      S3_REGION: 'me-central-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret/with+chars',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(objectStorage()).toEqual({
      bucket: 'meridian-files',
      endpoint: 'https://s3.example.net',
      region: 'me-central-1',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret/with+chars' },
      forcePathStyle: true,
    });
  });

  it('need only the bucket on AWS: its endpoint, us-east-1, the SDK’s own credentials', () => {
    given({ S3_BUCKET: 'meridian-files' });
    expect(objectStorage()).toEqual({
      bucket: 'meridian-files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('return the same reading while the settings stay the same', () => {
    given({ S3_BUCKET: 'meridian-files' });
    expect(objectStorage()).toBe(objectStorage());
  });

  it.each([
    [{ S3_ENDPOINT: 'https://s3.example.net' }, /without S3_BUCKET/],
    [{ S3_BUCKET: 'Not_A_Bucket' }, /S3_BUCKET is not a bucket name/],
    [{ S3_BUCKET: 'files', S3_ENDPOINT: 'ftp://s3.example.net' }, /S3_ENDPOINT/],
    [{ S3_BUCKET: 'files', S3_ENDPOINT: 'not a url' }, /S3_ENDPOINT/],
    [{ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }, /go together/],
    [{ S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'hunter2-secret' }, /go together/],
    [{ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE/],
  ])('refuse %o, naming the setting and never the secret', (settings, message) => {
    given(settings);
    expect(() => objectStorage()).toThrow(message);
    try {
      objectStorage();
    } catch (error) {
      expect(String(error)).not.toContain('hunter2-secret');
    }
  });
});
