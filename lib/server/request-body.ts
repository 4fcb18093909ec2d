import 'server-only';
import { answerMessages } from '@/lib/leads/validation-messages';
import { bodyLimits } from './config';
import { RejectedRequest } from './rejected-request';

export type BodyFormat = 'json' | 'multipart';

/** The body as an object of fields, or a RejectedRequest (415, 413, 400) saying why not. */
export async function readBody(
  request: Request,
  format: BodyFormat,
): Promise<Record<string, unknown>> {
  const contentType = request.headers.get('content-type') ?? '';
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase();
  const expected = format === 'json' ? 'application/json' : 'multipart/form-data';
  if (mediaType !== expected) throw new RejectedRequest(415, answerMessages.unsupportedContentType);

  const bytes = await readLimited(
    request,
    format === 'json' ? bodyLimits.jsonBytes : bodyLimits.multipartBytes,
  );
  return format === 'json' ? parseJsonObject(bytes) : parseMultipart(bytes, contentType);
}

/** Reads the body (also raw, for signed webhooks), refusing it as soon as it passes `limit` bytes (a missing or lying Content-Length too). */
export async function readLimited(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit)
    throw new RejectedRequest(413, answerMessages.bodyTooLarge);
  if (!request.body) return Buffer.alloc(0);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      throw new RejectedRequest(400, answerMessages.unreadableBody);
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new RejectedRequest(413, answerMessages.bodyTooLarge);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}

function parseJsonObject(bytes: Buffer): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new RejectedRequest(400, answerMessages.unreadableBody);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RejectedRequest(400, answerMessages.unreadableBody);
  }
  return value as Record<string, unknown>;
}

async function parseMultipart(
  bytes: Buffer,
  contentType: string,
): Promise<Record<string, unknown>> {
  let form: FormData;
  try {
    form = await new Response(
      new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) as Uint8Array<ArrayBuffer>,
      { headers: { 'content-type': contentType } },
    ).formData();
  } catch {
    throw new RejectedRequest(400, answerMessages.unreadableBody);
  }
  // A field sent twice counts once: the first value, as a form would have it.
  const fields = new Map<string, unknown>();
  for (const [name, value] of form.entries()) {
    if (!fields.has(name)) fields.set(name, value);
  }
  // fromEntries defines own properties, so a field named `__proto__` stays a field.
  return Object.fromEntries(fields);
}
