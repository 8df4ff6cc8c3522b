import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, { translate } from '@docusaurus/Translate';
import Head from '@docusaurus/Head';
import clsx from 'clsx';
import Counter from '../components/Counter';
import Wave from '../components/wave.svg';
import styles from './index.module.css';
import { Features } from './_parts/Features';

export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title="Welcome" description="Harbor ships small containers to any dock.">
      <Head>
        <meta name="keywords" content="harbor, containers" />
        <body className="harbor-home" />
        <html className="harbor-root" />
      </Head>
      <header className={clsx('hero', styles.heroBanner)}>
        <Wave className={styles.wave} role="img" aria-label="A wave" />
        <h1 className={styles.title}>{siteConfig.title} home</h1>
        <p>
          <Translate id="home.motto">{String(siteConfig.customFields.motto)}</Translate>
        </p>
        <Link className="button button-primary" to="/docs/intro">
          {translate({ message: 'Start sailing' })}
        </Link>
        <img src={useBaseUrl('/img/boat.png')} alt="A boat" width={10} height={10} />
      </header>
      <main>
        {/* In the light part of the page: links in the dark hero would fail axe's colour contrast, under Docusaurus too. */}
        <p>
          <Link to="pathname:///img/boat.png">The boat, full size</Link>{' '}
          <Link to="pathname:///guides/printable">The printable guide</Link>
        </p>
        <Features />
        <Counter client:load start={3} label="Boats" />
      </main>
    </Layout>
  );
}
