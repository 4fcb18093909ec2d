import 'server-only';
import { randomUUID } from 'node:crypto';
import { trackingTokenKeys, type TrackingToken } from '@/lib/leads/fields';
import type { ChatStart, Conversion } from '@/lib/leads/conversion';
import { leadServiceConfig } from './config';
import { getLeadStore } from './database/connection';
import type { SubmissionContext } from './endpoint';

/**
 * Records a conversion and, when POSTBACK_URL_TEMPLATE is set, reports it to the ad network server
 * to server. The report runs after the answer: it is logged when it fails, never surfaced.
 */
export async function recordConversion(
  conversion: Conversion,
  context: SubmissionContext,
): Promise<void> {
  const { postbackUrlTemplate } = leadServiceConfig();
  const id = randomUUID();
  const db = await getLeadStore();
  await db
    .insertInto('conversions')
    .values({
      id,
      created_at: new Date().toISOString(),
      name: conversion.name,
      phone: conversion.phone,
      email: conversion.email ?? null,
      locale: conversion.locale ?? null,
      full_url: conversion.fullUrl,
      ...tokenColumns(conversion),
      client_address: context.clientAddress ?? null,
      postback_status: postbackUrlTemplate ? 'pending' : 'not-configured',
    })
    .execute();

  if (postbackUrlTemplate) {
    void firePostback(postbackUrlTemplate, conversion)
      .then(async (status) => {
        await db
          .updateTable('conversions')
          .set({ postback_status: status })
          .where('id', '=', id)
          .execute();
      })
      .catch((error: unknown) =>
        console.error('[postback] could not record the postback status:', error),
      );
  }
}

export async function recordChatStart(chat: ChatStart, context: SubmissionContext): Promise<void> {
  const db = await getLeadStore();
  await db
    .insertInto('chat_starts')
    .values({
      id: randomUUID(),
      created_at: new Date().toISOString(),
      locale: chat.locale ?? null,
      full_url: chat.fullUrl ?? null,
      ...tokenColumns(chat),
      client_address: context.clientAddress ?? null,
    })
    .execute();
}

/** The template with `{clickid}`, `{utm_source}`… URL-encoded in place; unknown placeholders become empty. */
export function postbackUrl(
  template: string,
  values: TrackingToken & { locale?: string },
): string | undefined {
  // Only attribution goes to the ad network, never the visitor's name or phone.
  const known: Record<string, string | undefined> = { locale: values.locale };
  for (const key of trackingTokenKeys) known[key] = values[key];
  const url = template.replace(/\{(\w+)\}/g, (_, key: string) =>
    encodeURIComponent(known[key] ?? ''),
  );
  return URL.canParse(url) && /^https?:$/.test(new URL(url).protocol) ? url : undefined;
}

async function firePostback(template: string, conversion: Conversion): Promise<'sent' | 'failed'> {
  const url = postbackUrl(template, conversion);
  if (!url) {
    console.error('[postback] POSTBACK_URL_TEMPLATE does not give an http(s) URL');
    return 'failed';
  }
  try {
    const response = await fetch(url, {
      cache: 'no-store',
      signal: AbortSignal.timeout(leadServiceConfig().postbackTimeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return 'sent';
    console.warn(`[postback] ${new URL(url).host} answered HTTP ${response.status}`);
  } catch (error) {
    console.warn('[postback] failed:', error instanceof Error ? error.message : error);
  }
  return 'failed';
}

function tokenColumns(token: TrackingToken): Record<keyof TrackingToken, string | null> {
  return Object.fromEntries(trackingTokenKeys.map((key) => [key, token[key] ?? null])) as Record<
    keyof TrackingToken,
    string | null
  >;
}
