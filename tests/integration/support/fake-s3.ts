import { createHash } from 'node:crypto';
import type http from 'node:http';
import { LoopbackServer } from './loopback-server';

type StoredObject = { bytes: Buffer; contentType: string; etag: string };

/**
 * An S3-compatible service on loopback, path-style (`/{bucket}/{key}`), with just what the site
 * uses: PUT, GET (whole or a byte range), HEAD and DELETE of an object, and ListObjectsV2. Like S3
 * it refuses a request that is not signed for its key (an AWS Signature V4 `Authorization` header
 * naming `accessKeyId`), and knows only `bucket`. `objects` is the bucket, keyed by object key.
 */
export class FakeS3 extends LoopbackServer {
  readonly objects = new Map<string, StoredObject>();
  /** every request, `METHOD /bucket/key`, to see who read what */
  readonly requests: string[] = [];
  constructor(
    readonly bucket: string,
    readonly accessKeyId: string,
  ) {
    super();
  }

  protected async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://s3.test');
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const method = request.method ?? 'GET';
    this.requests.push(`${method} /${bucket}/${key}`);
    const authorization = request.headers.authorization ?? '';
    if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${this.accessKeyId}/`))
      return error(response, 403, 'AccessDenied', method);
    if (bucket !== this.bucket) return error(response, 404, 'NoSuchBucket', method);

    if (!key && method === 'GET' && url.searchParams.get('list-type') === '2')
      return this.list(response, url.searchParams.get('prefix') ?? '');
    if (!key) return error(response, 400, 'InvalidRequest', method);

    if (method === 'PUT') {
      const bytes = Buffer.concat(chunks);
      const etag = `"${createHash('md5').update(bytes).digest('hex')}"`;
      const contentType = request.headers['content-type'] ?? 'binary/octet-stream';
      this.objects.set(key, { bytes, contentType, etag });
      return void response.writeHead(200, { ETag: etag }).end();
    }
    if (method === 'DELETE') {
      this.objects.delete(key);
      return void response.writeHead(204).end();
    }
    const object = this.objects.get(key);
    if (!object) return error(response, 404, 'NoSuchKey', method);
    const headers = {
      'Content-Type': object.contentType,
      ETag: object.etag,
      'Last-Modified': new Date(0).toUTCString(),
      'Accept-Ranges': 'bytes',
    };
    if (method === 'HEAD')
      return void response
        .writeHead(200, { ...headers, 'Content-Length': object.bytes.length })
        .end();
    if (method !== 'GET') return error(response, 405, 'MethodNotAllowed', method);
    const range = /^bytes=(\d+)-(\d*)$/.exec(String(request.headers.range ?? ''));
    if (range) {
      const start = Number(range[1]);
      const end = Math.min(range[2] ? Number(range[2]) : Infinity, object.bytes.length - 1);
      const part = object.bytes.subarray(start, end + 1);
      return void response
        .writeHead(206, {
          ...headers,
          'Content-Length': part.length,
          'Content-Range': `bytes ${start}-${end}/${object.bytes.length}`,
        })
        .end(part);
    }
    response.writeHead(200, { ...headers, 'Content-Length': object.bytes.length });
    response.end(object.bytes);
  }

  private list(response: http.ServerResponse, prefix: string) {
    const keys = [...this.objects.keys()].filter((key) => key.startsWith(prefix)).sort();
    const contents = keys
      .map(
        (key) =>
          `<Contents><Key>${escapeXml(key)}</Key><Size>${this.objects.get(key)!.bytes.length}</Size>` +
          `<ETag>${escapeXml(this.objects.get(key)!.etag)}</ETag></Contents>`,
      )
      .join('');
    response
      .writeHead(200, { 'Content-Type': 'application/xml' })
      .end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
          `<Name>${escapeXml(this.bucket)}</Name><Prefix>${escapeXml(prefix)}</Prefix>` +
          `<KeyCount>${keys.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>` +
          `${contents}</ListBucketResult>`,
      );
  }
}

function error(response: http.ServerResponse, status: number, code: string, method: string) {
  // A HEAD answer has no body: the SDK reads the status alone (404 is NotFound).
  if (method === 'HEAD') return void response.writeHead(status).end();
  response
    .writeHead(status, { 'Content-Type': 'application/xml' })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
    );
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.codePointAt(0)};`);
}
