'use client';

import { useLocale, useTranslations } from 'next-intl';
import { agentPhoneNumber, genderSelector, type Agent, type AgentGender } from '@/lib/leads/agent';
import { formatList } from '@/lib/format/lists';
import { agentName } from '@/lib/leads/agent-names';
import { agentRoleKey, type AgentRoleKey } from '@/lib/leads/agent-roles';
import { PhoneIcon, TelegramIcon, WhatsAppIcon } from '@/components/icons/icons';
import { readTrackingToken } from '@/lib/tracking/storage';
import { pageUrl } from '@/lib/tracking/token';
import type { ChatStartInput } from '@/lib/leads/conversion';
import styles from './agent-card.module.css';

/** The card's words: from the page's messages, or fixed copy (the Taiwan modal's Chinese). */
export type AgentCardCopy = {
  /** Language names are written in this language. */
  lang: string;
  /** `gender` picks the verb's form where the language has one (ar يتحدث/تتحدث, he דובר/דוברת). */
  speaks: (languages: string, gender: AgentGender | 'other') => string;
  whatsapp: string;
  telegram: string;
  role: (key: AgentRoleKey, gender: AgentGender | 'other') => string;
};

/** The advisor the visitor will talk to: photo, name, role, languages and direct channels. */
export function AgentCard({ agent, copy }: { agent: Agent; copy?: AgentCardCopy }) {
  const t = useTranslations('RequestCall');
  const locale = useLocale();
  const words: AgentCardCopy = copy ?? {
    lang: locale,
    speaks: (languages, gender) => t('languages', { languages, gender }),
    whatsapp: t('whatsapp'),
    telegram: t('telegram'),
    role: (key, gender) => t(`roles.${key}`, { gender }),
  };
  const languageNames = new Intl.DisplayNames([words.lang, 'en'], { type: 'language' });
  const languages = formatList(
    words.lang,
    agent.languages.map((language) =>
      language.code ? (languageNames.of(language.code) ?? language.name) : language.name,
    ),
  );
  const phone = agentPhoneNumber(agent);
  const roleKey = agentRoleKey(agent.role);
  const gender = genderSelector(agent);

  function chatStarted() {
    const body: ChatStartInput = {
      ...readTrackingToken(),
      fullUrl: pageUrl(window.location.href),
      locale,
    };
    void fetch('/started_chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  }

  return (
    <div className={styles.agent}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a small portrait from the agents API, not a page image */}
      <img src={agent.image} alt="" width={72} height={72} className={styles.agentPhoto} />
      <div className={styles.agentText}>
        <p className={styles.agentName}>{agentName(agent, words.lang)}</p>
        <p className={styles.agentRole}>
          {agent.roles?.[words.lang] || (roleKey ? words.role(roleKey, gender) : agent.role)}
        </p>
        <p className={styles.agentLanguages}>{words.speaks(languages, gender)}</p>
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
              {words.whatsapp}
            </a>
          </li>
          <li>
            <a href={agent.telegram} target="_blank" rel="noopener noreferrer">
              <TelegramIcon size={16} />
              {words.telegram}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}

/**
 * Holds the card's place while the advisor is found, so the form below does not move when they
 * arrive (issue 20: the dialog opens at once, the card fills in). The text column's min-height
 * (agent-card.module.css) reserves the card's lines for both.
 */
export function AgentCardPlaceholder() {
  return (
    <div className={styles.agent} data-placeholder aria-hidden="true">
      <span className={styles.agentPhoto} />
      <div className={styles.agentText} />
    </div>
  );
}
