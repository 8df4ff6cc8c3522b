// A home page written as Docusaurus sites write theirs: Infima's layout classes, a CSS module.
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import styles from './index.module.css';

const features = [
  { title: 'Keeps its colours', text: 'The custom CSS sets the primary colour.' },
  { title: 'Keeps its navbar', text: 'Every item, in the order of the config.' },
  { title: 'Keeps its footer', text: 'The columns, the logo and the copyright.' },
];

export default function Home() {
  return (
    <Layout title="Home" description="Lookout keeps its look">
      <header className={`hero hero--primary ${styles.heroBanner}`}>
        <div className="container">
          <h1 className="hero__title">Lookout</h1>
          <p className="hero__subtitle">Keeps its look</p>
          <p>
            <span className="look-state">Stable</span>
          </p>
          <div className={styles.buttons}>
            <Link className="button button--secondary button--lg" to="/docs/intro">
              Get started
            </Link>
          </div>
        </div>
      </header>
      <main>
        <section className={styles.features}>
          <div className="container">
            <div className="row">
              {features.map((f) => (
                <div key={f.title} className="col col--4 feature">
                  <div className="text--center padding-horiz--md">
                    <h2>{f.title}</h2>
                    <p>{f.text}</p>
                  </div>
                </div>
              ))}
            </div>
          </div>
        </section>
      </main>
    </Layout>
  );
}
