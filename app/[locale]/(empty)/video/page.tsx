import { getTranslations } from 'next-intl/server';
import { isolate } from '@/lib/i18n/bidi';
import { getCopy } from '@/lib/i18n/copy';
import { Section } from '@/components/content/section';
import { LinkCtaBand } from '@/components/content/button-link';
import { Checklist } from '@/components/content/blocks';
import { OrderedList } from '@/components/content/ordered-list';
import { ContactSection } from '@/components/content/contact-section';
import { Logo } from '@/components/layout/logo';
import { Copyright } from '@/components/layout/copyright';
import { FillImage } from '@/components/content/fill-image';
import { VideoPoster } from '@/components/video/video-poster';
import posterStyles from '@/components/video/video-poster.module.css';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import styles from '@/components/video/video-page.module.css';
import contentStyles from '@/components/content/content.module.css';
import { enterLocale } from '@/lib/i18n/request-locale';
import { getPresenters } from '@/lib/experts/store';
import { presentedTitle } from '@/lib/experts/presenter';
import { PresenterPortrait } from '@/components/content/presenter-portrait';

const VIDEO_ID = 'ScMzIvxBSi4';

/**
 * Its presenter is an expert of the content store: regenerated at most every 30 s, and at once on
 * the instance that took an expert's edit (lib/content/revalidate.ts).
 */
export const revalidate = 30;

export const generateMetadata = ({ params }: PageProps<'/[locale]/video'>) =>
  pageMetadata(params, 'VideoPage', '/video');

export default async function VideoPage({ params }: PageProps<'/[locale]/video'>) {
  const locale = await enterLocale(params);
  const t = await getTranslations('VideoPage');
  const copy = await getCopy('VideoPage');
  const nav = await getTranslations('Navigation');
  const roles = await getTranslations('RequestCall');
  const { chapters, takeaways, presenter, cta } = copy;
  const presenters = await getPresenters('video', locale);

  return (
    <>
      <header className={styles.topBar}>
        <div className={`container ${styles.topBarInner}`}>
          <Logo label={nav('home')} />
        </div>
      </header>
      <section className={styles.intro} aria-labelledby="video-title">
        <div className="container">
          <div className={styles.introText}>
            <p className={styles.eyebrow}>{t('intro.eyebrow')}</p>
            <h1 id="video-title" className={styles.title}>
              {t('intro.title')}
            </h1>
            <p className={styles.lead}>{t('intro.lead')}</p>
          </div>
          <div className={styles.player}>
            <VideoPoster
              videoId={VIDEO_ID}
              title={t('video.title')}
              playLabel={t('video.play')}
              poster={
                <FillImage
                  src="/images/hero-video.jpg"
                  alt=""
                  priority
                  sizes="(max-width: 1000px) 100vw, 960px"
                  className={posterStyles.image}
                />
              }
              duration={t('video.duration')}
            />
            <p className={styles.notice}>{t('video.notice')}</p>
          </div>
        </div>
      </section>
      <section className={contentStyles.section}>
        <div className={`container ${styles.details}`}>
          <div>
            <h2 className={styles.heading}>{chapters.title}</h2>
            <OrderedList look="chapters" items={chapters.items} />
          </div>
          <div>
            <h2 className={styles.heading}>{takeaways.title}</h2>
            <Checklist items={takeaways.items} />
          </div>
        </div>
      </section>
      {presenters.length > 0 && (
        <Section copy={{ title: presenter.title }} tone="sand">
          {presenters.map((expert) => {
            const title = presentedTitle(expert, (key, gender) =>
              roles(`roles.${key}`, { gender }),
            );
            return (
              <div key={expert.id} className={styles.presenter}>
                <PresenterPortrait
                  presenter={expert}
                  size={80}
                  className={styles.avatar}
                  photoClassName={styles.photo}
                />
                <div>
                  <p className={styles.presenterName}>{expert.name}</p>
                  <p className={styles.presenterRole} lang={title.lang}>
                    {title.text}
                  </p>
                  {expert.bio && <p lang={expert.bio.lang}>{expert.bio.text}</p>}
                </div>
              </div>
            );
          })}
        </Section>
      )}
      <LinkCtaBand copy={cta} href="#contact" label={cta.button} />
      <ContactSection />
      <footer className={styles.footer}>
        <div className={`container ${styles.footerInner}`}>
          <Copyright />
          <p>{t('footerLicense', { company: isolate(site.legalName), orn: site.reraOrn })}</p>
        </div>
      </footer>
    </>
  );
}
