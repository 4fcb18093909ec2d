import { getTranslations } from 'next-intl/server';
import { Logo } from './logo';
import { Copyright } from './copyright';
import styles from './footer.module.css';

/** The simple-footer layout's footer: logo and copyright only. */
export async function SimpleFooter() {
  const nav = await getTranslations('Navigation');
  return (
    <footer className={styles.simple} data-chrome>
      <div className={`container ${styles.simpleInner}`}>
        <Logo label={nav('home')} />
        <Copyright />
      </div>
    </footer>
  );
}
