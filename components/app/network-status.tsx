'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { notify } from '@/lib/client/toast';
import styles from './network-status.module.css';

function subscribe(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** Tells the visitor when the connection drops (a lead sent offline would not arrive) and returns. */
export function NetworkStatus({ copy }: { copy: { offline: string; online: string } }) {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

  useEffect(() => {
    const onOnline = () => notify('success', copy.online);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [copy.online]);

  if (online) return null;
  return (
    <div className={styles.banner} role="status">
      {copy.offline}
    </div>
  );
}
