'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import toast from 'react-hot-toast';
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
export function NetworkStatus() {
  const t = useTranslations('Network');
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

  useEffect(() => {
    const onOnline = () => toast.success(t('online'));
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [t]);

  if (online) return null;
  return (
    <div className={styles.banner} role="status">
      {t('offline')}
    </div>
  );
}
