import { getTranslations } from 'next-intl/server';
import { storageItems, type StorageDuration } from '@/lib/privacy/storage-items';
import styles from './storage-table.module.css';

/**
 * Every cookie and storage item the site writes (lib/privacy/storage-items.ts), as the privacy page
 * lists them: one row each, a stack of labelled lines on a phone.
 */
export async function StorageTable() {
  const t = await getTranslations('PrivacyStorage');
  const duration = (value: StorageDuration) => {
    if ('days' in value) return t('duration.days', { count: value.days });
    if ('months' in value) return t('duration.months', { count: value.months });
    if ('minutes' in value) return t('duration.minutes', { count: value.minutes });
    return t(`duration.${value.until}`);
  };
  const headers = {
    name: t('headers.name'),
    kind: t('headers.kind'),
    purpose: t('headers.purpose'),
    duration: t('headers.duration'),
    category: t('headers.category'),
  };
  return (
    <table className={styles.table} data-storage-list>
      <caption>{t('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{headers.name}</th>
          <th scope="col">{headers.kind}</th>
          <th scope="col">{headers.purpose}</th>
          <th scope="col">{headers.duration}</th>
          <th scope="col">{headers.category}</th>
        </tr>
      </thead>
      <tbody>
        {storageItems.map((item) => (
          <tr key={`${item.kind}:${item.name}`} data-storage-item={`${item.kind}:${item.name}`}>
            <th scope="row" data-label={headers.name}>
              <code dir="ltr">{item.name}</code>
            </th>
            <td data-label={headers.kind}>{t(`kinds.${item.kind}`)}</td>
            <td data-label={headers.purpose}>
              {t(`items.${item.id}`)}
              {item.setBy !== 'site' && <> ({t(`setBy.${item.setBy}`)})</>}
            </td>
            <td data-label={headers.duration}>{duration(item.duration)}</td>
            <td data-label={headers.category}>{t(`categories.${item.category}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
