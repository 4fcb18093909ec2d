import 'server-only';
import busboy from 'busboy';
import { fieldMessages } from '@/lib/leads/validation-messages';
import { bodyLimits, requestSettings } from './config';
import { RejectedRequest } from './rejected-request';

export type BodyFormat = 'json' | 'multipart';

/**
 * The body as an object of fields, or a RejectedRequest saying why not (docs/lead-service.md,
 * "Request bodies"): 415 another format, 413 over a limit, 408 not all there in time, 400 unreadable.
 */
export async function readBody(
  request: Request,
  format: BodyFormat,
): Promise<Record<string, unknown>> {
  const contentType = request.headers.get('content-type') ?? '';
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase();
  const expected = format === 'json' ? 'application/json' : 'multipart/form-data';
  if (mediaType !== expected) throw new RejectedRequest(415, 'unsupportedContentType');
  return format === 'json'
    ? parseJsonObject(await readLimited(request, bodyLimits.jsonBytes))
    : parseMultipart(request, contentType);
}

/** Reads the body (also raw, for signed webhooks) within the byte limit and the body deadline. */
export async function readLimited(request: Request, limit: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of bodyChunks(request, limit)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * The body's chunks as they arrive. Refused as soon as it passes `limit` bytes (a missing or lying
 * Content-Length too), and with 408 when it is not all there within REQUEST_BODY_TIMEOUT_MS: a body
 * that trickles in a byte at a time would otherwise hold its request for Node's five minutes.
 */
async function* bodyChunks(request: Request, limit: number): AsyncGenerator<Uint8Array> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new RejectedRequest(413, 'bodyTooLarge');
  if (!request.body) return;

  const reader = request.body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), requestSettings().requestBodyTimeoutMs);
  });
  let finished = false;
  try {
    let size = 0;
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array> | 'late';
      try {
        chunk = await Promise.race([reader.read(), deadline]);
      } catch {
        throw new RejectedRequest(400, 'unreadableBody');
      }
      if (chunk === 'late') throw new RejectedRequest(408, 'requestTimeout');
      if (chunk.done) break;
      size += chunk.value.byteLength;
      if (size > limit) throw new RejectedRequest(413, 'bodyTooLarge');
      yield chunk.value;
    }
    finished = true;
  } finally {
    clearTimeout(timer);
    // A refused body is not read any further.
    if (!finished) await reader.cancel().catch(() => undefined);
  }
}

/** Nesting no form needs (the questionnaire's answers are three deep); deeper is refused unparsed. */
const maxJsonDepth = 16;

function parseJsonObject(bytes: Buffer): Record<string, unknown> {
  let text: string;
  let value: unknown;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (jsonDepth(text) > maxJsonDepth) throw new Error('nested too deep');
    value = JSON.parse(text);
  } catch {
    throw new RejectedRequest(400, 'unreadableBody');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RejectedRequest(400, 'unreadableBody');
  }
  return value as Record<string, unknown>;
}

/** The deepest nesting of arrays and objects in JSON text, brackets inside strings aside. */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (inString) {
      if (character === '\\') index++;
      else if (character === '"') inString = false;
    } else if (character === '"') inString = true;
    else if (character === '[' || character === '{') deepest = Math.max(deepest, ++depth);
    else if (character === ']' || character === '}') depth--;
  }
  return deepest;
}

/**
 * What a form of ours sends at most (the sell form has about 25 fields, the career form one file);
 * busboy stops at the first part past any of these, so a body of many small parts costs no more
 * than its first few dozen (issue 22: 90,000 empty parts held the process for 10 s).
 */
const multipartLimits = {
  parts: 60,
  fields: 60,
  files: 1,
  fieldNameSize: 100,
  fieldSize: 64 * 1024,
  headerPairs: 10,
} as const;

async function parseMultipart(
  request: Request,
  contentType: string,
): Promise<Record<string, unknown>> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { ...multipartLimits, fileSize: bodyLimits.multipartBytes },
      // Browsers send file names in UTF-8.
      defParamCharset: 'utf8',
    });
  } catch {
    throw new RejectedRequest(400, 'unreadableBody');
  }

  // A field sent twice counts once: the first value, as a form would have it.
  const fields = new Map<string, unknown>();
  const files: Promise<void>[] = [];
  let refusal: RejectedRequest | undefined;
  const refuse = (rejection: RejectedRequest) => (refusal ??= rejection);
  const tooLarge = () => refuse(new RejectedRequest(413, 'bodyTooLarge'));

  parser.on('field', (name, value, info) => {
    if (info.nameTruncated) tooLarge();
    else if (info.valueTruncated)
      // Longer than any field may be: the form's own words for it, without reading the rest.
      refuse(new RejectedRequest(400, 'checkFields', {}, { [name]: fieldMessages.tooLong }));
    else if (!fields.has(name)) fields.set(name, value);
  });
  parser.on('file', (name, stream, info) => {
    const chunks: BlobPart[] = [];
    stream.on('data', (chunk: Buffer) =>
      chunks.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength) as BlobPart),
    );
    stream.on('limit', tooLarge);
    files.push(
      new Promise((resolve) =>
        stream.on('close', () => {
          const file = new File(chunks, info.filename ?? '', { type: info.mimeType });
          if (!fields.has(name)) fields.set(name, file);
          resolve();
        }),
      ),
    );
  });
  parser.on('partsLimit', tooLarge);
  parser.on('filesLimit', tooLarge);
  parser.on('fieldsLimit', tooLarge);
  const parsed = new Promise<void>((resolve) => {
    parser.on('close', resolve);
    parser.on('error', () => {
      refuse(new RejectedRequest(400, 'unreadableBody'));
      resolve();
    });
  });

  const reading = bodyChunks(request, bodyLimits.multipartBytes);
  for await (const chunk of reading) {
    parser.write(chunk);
    if (refusal) break;
  }
  if (!refusal) {
    parser.end();
    await parsed;
    await Promise.all(files);
  }
  if (refusal) throw refusal;
  // fromEntries defines own properties, so a field named `__proto__` stays a field.
  return Object.fromEntries(fields);
}
