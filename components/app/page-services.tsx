'use client';

import { TagManager } from '@/components/analytics/tag-manager';
import { ChunkLoadGuard } from './chunk-load-guard';
import { LazyToaster } from './lazy-toaster';
import { NetworkStatus } from './network-status';
import { PendingLeadsSender } from './pending-leads-sender';
import { ProgressBar } from './progress-bar';

export type PageServicesCopy = {
  network: { offline: string; online: string };
  pending: { sent: string; refused: string };
};

/**
 * What every page runs in the background and nothing paints with: the loading bar, the offline
 * banner, the sender of kept leads, the stale-chunk guard, the tag manager and the toasts.
 */
export function PageServices({ copy }: { copy: PageServicesCopy }) {
  return (
    <>
      <ProgressBar />
      <NetworkStatus copy={copy.network} />
      <PendingLeadsSender copy={copy.pending} />
      <ChunkLoadGuard />
      <TagManager />
      <LazyToaster />
    </>
  );
}
