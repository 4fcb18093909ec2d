'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** New leads appear without a manual reload: the server page is re-rendered while it is in view. */
export function LiveRefresh({ everyMs = 15_000 }: { everyMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') router.refresh();
    }, everyMs);
    return () => clearInterval(timer);
  }, [router, everyMs]);
  return null;
}
