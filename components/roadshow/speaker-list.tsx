import { getTranslations } from 'next-intl/server';
import { presentedTitle, type Presenter } from '@/lib/experts/presenter';
import { PresenterPortrait } from '@/components/content/presenter-portrait';
import styles from './roadshow.module.css';

/** The advisors who present a tour (the content store's experts), with the languages they consult in. */
export async function SpeakerList({ items }: { items: Presenter[] }) {
  const t = await getTranslations('RequestCall');
  return (
    <ul className={styles.speakers}>
      {items.map((speaker) => {
        const title = presentedTitle(speaker, (key, gender) => t(`roles.${key}`, { gender }));
        return (
          <li key={speaker.id}>
            <article className={styles.speaker}>
              <PresenterPortrait
                presenter={speaker}
                size={56}
                className={styles.initials}
                photoClassName={styles.photo}
              />
              <h3>{speaker.name}</h3>
              <p className={styles.speakerRole} lang={title.lang}>
                {title.text}
              </p>
              {speaker.speaks && (
                <p className={styles.speakerLanguages} lang={speaker.speaks.lang}>
                  {speaker.speaks.text}
                </p>
              )}
              {speaker.bio && (
                <p className={styles.speakerBio} lang={speaker.bio.lang}>
                  {speaker.bio.text}
                </p>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
