import 'server-only';
import type { z } from 'zod';
import type { AnswerBody, LeadReceipt } from '@/lib/leads/answer';
import { botTrapVerdict, type QuarantineReason } from '@/lib/leads/bot-trap';
import {
  fieldMessages,
  isFieldMessage,
  type AnswerCode,
  type FieldErrors,
  type ReceiptMessage,
} from '@/lib/leads/validation-messages';
import { answerWords } from './answer-words';
import { clientAddress, rateLimitKey } from './client-address';
import { requestSettings } from './config';
import { countWrite } from './rate-limit';
import { RejectedRequest } from './rejected-request';
import { readBody, type BodyFormat } from './request-body';
import { idempotencyKeyOf, refuseCrossSite, requestFingerprint } from './request-guards';
import { isStoreUnavailable, storeRetryAfterSeconds } from './store-failure';

export type SubmissionContext = {
  clientAddress: string | undefined;
  userAgent: string | undefined;
  /** Set when the bot trap fired: the lead is stored in quarantine (docs/design.md §5). */
  quarantineReason?: QuarantineReason | undefined;
  /** The browser's Idempotency-Key: the same key finds the same lead. */
  idempotencyKey?: string | undefined;
  /** The endpoint and body the key was sent with: the same key with another request is a 422. */
  requestFingerprint?: string | undefined;
};

type SubmissionEndpoint<Schema extends z.ZodType> = {
  body: BodyFormat;
  schema: Schema;
  /**
   * Endpoints that take no lead (postback, started_chat) answer a bot with this and store nothing;
   * lead endpoints leave it out and get `quarantineReason` instead.
   */
  answerBot?: () => Response;
  accept: (input: z.output<Schema>, context: SubmissionContext) => Promise<Response>;
};

/**
 * Every write endpoint: cross-site refusal, rate limit, content type, body size, schema, bot trap.
 * Bad input gets a 4xx with field errors as message keys; a database that is away gets a 503 with
 * Retry-After; only another fault of ours is a 500, and its details stay in the server log.
 */
export function submissionEndpoint<Schema extends z.ZodType>(endpoint: SubmissionEndpoint<Schema>) {
  return async function handleSubmission(request: Request): Promise<Response> {
    try {
      refuseCrossSite(request);
      const idempotencyKey = idempotencyKeyOf(request);
      const address = clientAddress(request);
      const verdict = await countWrite(rateLimitKey(address), requestSettings().rateLimitPerMinute);
      if (!verdict.allowed) {
        throw new RejectedRequest(429, 'tooManyRequests', {
          'Retry-After': String(verdict.retryAfterSeconds),
        });
      }
      const body = await readBody(request, endpoint.body);
      const quarantineReason = botTrapVerdict(body);
      if (quarantineReason && endpoint.answerBot) return endpoint.answerBot();

      // A person with a fast autofill who mistyped still sees the field errors and can fix them.
      const parsed = await parseInput(endpoint.schema, body);
      if (!parsed.success) return invalidInput(parsed.fieldErrors);
      return await endpoint.accept(parsed.data, {
        clientAddress: address,
        userAgent: request.headers.get('user-agent')?.slice(0, 500) || undefined,
        quarantineReason,
        idempotencyKey,
        requestFingerprint: idempotencyKey && (await requestFingerprint(request, body)),
      });
    } catch (error) {
      return failure(error);
    }
  };
}

/**
 * For a write endpoint that reads its own body (a webhook that checks a signature over the raw
 * bytes): the 403 a cross-site post gets, or undefined when the request may go on.
 */
export function crossSiteRefusal(request: Request): Response | undefined {
  try {
    refuseCrossSite(request);
    return undefined;
  } catch (error) {
    return failure(error);
  }
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
async function parseInput<Schema extends z.ZodType>(
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

/** Every JSON reply of the lead service, in the one shape the browser's `readAnswer` reads. */
export function jsonAnswer<Data = never>(
  status: number,
  body: AnswerBody<Data>,
  headers: Record<string, string> = {},
): Response {
  return jsonReply(status, body, headers);
}

/**
 * A refusal: its stable `code` (what the browser translates), the English beside it for people
 * reading the API, and the fields to fix or the data kept.
 */
export function refusal<Data = never>(
  status: number,
  code: AnswerCode,
  { errors, data }: { errors?: FieldErrors; data?: Data } = {},
  headers: Record<string, string> = {},
): Response {
  return jsonAnswer<Data>(
    status,
    {
      code,
      message: answerWords[code],
      ...(errors ? { errors } : {}),
      ...(data === undefined ? {} : { data }),
    },
    headers,
  );
}

/** `201` for a stored submission: its id lets the browser name the lead in its postback. */
export function leadStored(message: ReceiptMessage, id: string): Response {
  return jsonAnswer<LeadReceipt>(201, { message, data: { id } });
}

/** Stripe's webhook gets its own acknowledgement: Stripe reads only the status, people the log. */
export function webhookReceipt(outcome: string): Response {
  return jsonReply(200, { received: true, outcome }, {});
}

function jsonReply(status: number, body: object, headers: Record<string, string>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

export function noContent(): Response {
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}

function invalidInput(fieldErrors: FieldErrors): Response {
  return refusal(400, 'checkFields', { errors: fieldErrors });
}

/** The answer to an error thrown while handling a request: its 4xx, a 503 while the store is away, or a 500 whose details stay in the log. */
export function failure(error: unknown): Response {
  if (error instanceof RejectedRequest)
    return refusal(error.status, error.code, { errors: error.errors }, error.headers);
  if (isStoreUnavailable(error)) {
    console.warn(
      '[lead-service] store unavailable, answering 503:',
      error instanceof Error ? error.message : error,
    );
    return refusal(503, 'storeUnavailable', {}, { 'Retry-After': String(storeRetryAfterSeconds) });
  }
  console.error('[lead-service] request failed:', error);
  return refusal(500, 'serverError');
}
