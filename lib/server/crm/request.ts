import 'server-only';
import type { LeadServiceConfig } from '../config';
import type { CrmRequest } from './payloads';

/** Sends one request to the CRM: undefined when it took it (2xx), else why not. */
export async function postToCrm(
  request: CrmRequest,
  idempotencyKey: string,
  config: LeadServiceConfig,
): Promise<string | undefined> {
  try {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Idempotency-Key': idempotencyKey,
    };
    if (request.contentType) headers['Content-Type'] = request.contentType;
    if (config.crm.token) headers.Authorization = `Bearer ${config.crm.token}`;
    const response = await fetch(`${config.crm.baseUrl}${request.path}`, {
      method: 'POST',
      headers,
      body: request.body,
      cache: 'no-store',
      signal: AbortSignal.timeout(config.crm.timeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
    return response.ok ? undefined : `HTTP ${response.status}`;
  } catch (error) {
    return describeNetworkError(error);
  }
}

export function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const code = typeof cause?.code === 'string' ? cause.code : error.name;
  return `${code}: ${error.message}`.slice(0, 300);
}
