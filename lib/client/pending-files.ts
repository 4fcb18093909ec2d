/**
 * A CV waiting for its application to be re-sent: kept in IndexedDB, which holds files, where
 * localStorage holds only text. Every call resolves (undefined/false) when IndexedDB is missing
 * or refuses, so the caller can say honestly that the file was not kept.
 */
/** The IndexedDB database of kept CVs (listed in lib/privacy/storage-items.ts). */
export const pendingFilesDatabase = 'meridian-gate-pending';
const storeName = 'files';

function openFiles(): Promise<IDBDatabase | undefined> {
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(pendingFilesDatabase, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest,
): Promise<T | undefined> {
  const database = await openFiles();
  if (!database) return undefined;
  return new Promise((resolve) => {
    try {
      const transaction = database.transaction(storeName, mode);
      const request = run(transaction.objectStore(storeName));
      transaction.oncomplete = () => resolve(request.result as T);
      transaction.onerror = () => resolve(undefined);
      transaction.onabort = () => resolve(undefined);
    } catch {
      resolve(undefined);
    } finally {
      database.close();
    }
  });
}

export async function keepFile(key: string, file: File): Promise<boolean> {
  const saved = await withStore<IDBValidKey>('readwrite', (store) => store.put(file, key));
  return saved !== undefined;
}

export async function keptFile(key: string): Promise<File | undefined> {
  const file = await withStore<unknown>('readonly', (store) => store.get(key));
  return file instanceof File ? file : undefined;
}

export async function forgetFile(key: string): Promise<void> {
  await withStore('readwrite', (store) => store.delete(key));
}
