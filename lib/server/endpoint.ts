import 'server-only';
import type { z } from 'zod';
import { looksLikeBot } from '@/lib/leads/bot-trap';
import {
  answerMessages,
  fieldMessages,
  isFieldMessage,
  type AnswerMessage,
  type FieldErrors,
} from '@/lib/leads/messages';
import { clientAddress, rateLimitKey } from './client-address';
import { bodyLimits, leadServiceConfig } from './config';
import { countWrite } from './rate-limit';

/** A request turned away before it reaches the handler, answered with a message key. */
class RejectedRequest extends Error {
  constructor(
    readonly status: number,
    readonly answer: AnswerMessage,
    readonly headers: Record<string, string> = {},
  ) {
    super(answer);
  }
}

export type SubmissionContext = {
  clientAddress: string | undefined;
  userAgent: string | undefined;
};

type BodyFormat = 'json' | 'multipart';

type SubmissionEndpoint<Schema extends z.ZodType> = {
  body: BodyFormat;
  schema: Schema;
  /** What a bot caught by the honeypot or the fill time is told: exactly what a person would be. */
  answerBot: () => Response;
  accept: (input: z.output<Schema>, context: SubmissionContext) => Promise<Response>;
};

/**
 * Every write endpoint of the lead service: rate limit, content type, body size, bot trap, schema.
 * Bad input gets a 4xx with field errors as message keys; only a fault of ours is a 500, and its
 * details stay in the server log.
 */
export function submissionEndpoint<Schema extends z.ZodType>(endpoint: SubmissionEndpoint<Schema>) {
  return async function handleSubmission(request: Request): Promise<Response> {
    try {
      const address = clientAddress(request);
      const verdict = await countWrite(
        rateLimitKey(address),
        leadServiceConfig().rateLimitPerMinute,
      );
      if (!verdict.allowed) {
        throw new RejectedRequest(429, answerMessages.tooManyRequests, {
          'Retry-After': String(verdict.retryAfterSeconds),
        });
      }
      const body = await readBody(request, endpoint.body);
      if (looksLikeBot(body)) return endpoint.answerBot();

      const parsed = await parseInput(endpoint.schema, body);
      if (!parsed.success) return invalidInput(parsed.fieldErrors);
      return await endpoint.accept(parsed.data, {
        clientAddress: address,
        userAgent: request.headers.get('user-agent')?.slice(0, 500) || undefined,
      });
    } catch (error) {
      return failure(error);
    }
  };
}

type QueryEndpoint<Schema extends z.ZodType> = {
  schema: Schema;
  respond: (query: z.output<Schema>) => Promise<Response>;
};

/** Read endpoints: the query string is parsed like a body, with the same field errors. */
export function queryEndpoint<Schema extends z.ZodType>(endpoint: QueryEndpoint<Schema>) {
  return async function handleQuery(request: Request): Promise<Response> {
    try {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const parsed = await parseInput(endpoint.schema, query);
      if (!parsed.success) return invalidInput(parsed.fieldErrors);
      return await endpoint.respond(parsed.data);
    } catch (error) {
      return failure(error);
    }
  };
}

export type ParsedInput<T> =
  { success: true; data: T } | { success: false; fieldErrors: FieldErrors };

/** Parses with a shared schema and keeps the first message of each field, always a known message key. */
export async function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): Promise<ParsedInput<z.output<Schema>>> {
  const result = await schema.safeParseAsync(input);
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    fieldErrors[field] ??= isFieldMessage(issue.message) ? issue.message : fieldMessages.notValid;
  }
  return { success: false, fieldErrors };
}

export function jsonAnswer(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

export function noContent(): Response {
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}

function invalidInput(fieldErrors: FieldErrors): Response {
  return jsonAnswer(400, { message: answerMessages.checkFields, errors: fieldErrors });
}

/** The answer to an error thrown while handling a request: its 4xx, or a 500 whose details stay in the log. */
export function failure(error: unknown): Response {
  if (error instanceof RejectedRequest)
    return jsonAnswer(error.status, { message: error.answer }, error.headers);
  console.error('[lead-service] request failed:', error);
  return jsonAnswer(500, { message: answerMessages.serverError });
}

async function readBody(request: Request, format: BodyFormat): Promise<Record<string, unknown>> {
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

/**
 * Reads the body (also raw, for signed webhooks), refusing it as soon as it passes `limit` bytes (a
 * missing or lying Content-Length too).
 */
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
