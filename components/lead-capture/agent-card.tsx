'use client';

import { useLocale, useTranslations } from 'next-intl';
import { agentPhoneNumber, type Agent } from '@/lib/leads/agent';
import { PhoneIcon, TelegramIcon, WhatsAppIcon } from '@/components/icons/icons';
import { readTrackingToken } from '@/lib/tracking/storage';
import { pageUrl } from '@/lib/tracking/token';
import styles from './lead-capture.module.css';

/** The advisor the visitor will talk to: photo, name, role, languages and direct channels. */
export function AgentCard({ agent }: { agent: Agent }) {
  const t = useTranslations('RequestCall');
  const locale = useLocale();
  const languageNames = new Intl.DisplayNames([locale, 'en'], { type: 'language' });
  const languages = agent.languages
    .map((language) =>
      language.code ? (languageNames.of(language.code) ?? language.name) : language.name,
    )
    .join(', ');
  const phone = agentPhoneNumber(agent);

  function chatStarted() {
    void fetch('/started_chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...readTrackingToken(),
        fullUrl: pageUrl(window.location.href),
        locale,
      }),
      keepalive: true,
    }).catch(() => undefined);
  }

  return (
    <div className={styles.agent}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a small portrait from the agents API, not a page image */}
      <img src={agent.image} alt="" width={72} height={72} className={styles.agentPhoto} />
      <div className={styles.agentText}>
        <p className={styles.agentName}>{agent.name}</p>
        <p className={styles.agentRole}>{agent.role}</p>
        <p className={styles.agentLanguages}>{t('languages', { languages })}</p>
        <ul className={styles.agentLinks}>
          <li>
            <a href={`tel:${phone}`}>
              <PhoneIcon size={16} />
              <bdi dir="ltr">{phone}</bdi>
            </a>
          </li>
          <li>
            <a
              href={agent.whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              onClick={chatStarted}
            >
              <WhatsAppIcon size={16} />
              {t('whatsapp')}
            </a>
          </li>
          <li>
            <a href={agent.telegram} target="_blank" rel="noopener noreferrer">
              <TelegramIcon size={16} />
              {t('telegram')}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
