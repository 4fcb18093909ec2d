import { getTranslations } from 'next-intl/server';
import { site } from '@/lib/site';
import styles from './job-list.module.css';

/** One vacancy as written under `CareersPage.openings.jobs`. */
export type Job = {
  id: string;
  title: string;
  location: string;
  type: string;
  summary: string;
  requirements: string[];
};

/** The open positions, each with an apply link that opens an email to the careers team. */
export async function JobList({ jobs }: { jobs: Job[] }) {
  const t = await getTranslations('CareersPage');
  return (
    <ul className={styles.list}>
      {jobs.map((job) => {
        const subject = encodeURIComponent(t('openings.applySubject', { role: job.title }));
        return (
          <li key={job.id}>
            <article className={styles.job} aria-labelledby={`job-${job.id}`}>
              <h3 id={`job-${job.id}`} className={styles.title}>
                {job.title}
              </h3>
              <dl className={styles.meta}>
                <div>
                  <dt>{t('openings.locationLabel')}</dt>
                  <dd>{job.location}</dd>
                </div>
                <div>
                  <dt>{t('openings.typeLabel')}</dt>
                  <dd>{job.type}</dd>
                </div>
              </dl>
              <p className={styles.summary}>{job.summary}</p>
              <h4 className={styles.requirementsTitle}>{t('openings.requirementsTitle')}</h4>
              <ul className={styles.requirements}>
                {job.requirements.map((requirement) => (
                  <li key={requirement}>{requirement}</li>
                ))}
              </ul>
              <a
                href={`mailto:${site.careersEmail}?subject=${subject}`}
                className={`button button-dark ${styles.apply}`}
              >
                {t('openings.apply')}
                <span className="visually-hidden">: {job.title}</span>
              </a>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
