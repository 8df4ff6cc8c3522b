import type { ReactNode } from 'react';
import type { SimplePageProps } from 'docsgen';
import { Layout } from 'docsgen/theme/Layout.tsx';
import { CheckBadge, ExternalIcon } from 'docsgen/theme/Icons.tsx';
import { dockerCommand, features, hero, poweredBy, type Feature } from './home-data.ts';

export function Home(props: SimplePageProps) {
  return (
    <Layout {...props}>
      <main id="main" className="home" tabIndex={-1}>
        <header className="hero">
          <div className="hero-inner">
            <a
              className="hero-shot"
              href={hero.demo}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Open the live demo"
            >
              <img
                src={hero.screenshot.src}
                alt={hero.screenshot.alt}
                width={hero.screenshot.width}
                height={hero.screenshot.height}
                fetchPriority="high"
              />
            </a>
            <div className="hero-text">
              <h1 className="hero-title">{hero.title}</h1>
              <p className="hero-subtitle">{hero.subtitle}</p>
              <p className="hero-line">{hero.line}</p>
              <div className="hero-buttons">
                <a className="button button-demo" href={hero.demo} target="_blank" rel="noopener noreferrer">
                  Demo <ExternalIcon />
                </a>
                <a className="button button-secondary" href={props.site.latest.mainHref}>
                  Get started 🚀
                </a>
              </div>
            </div>
          </div>
        </header>
        <section className="home-command" aria-label="Run it with Docker">
          <pre className="headercode" tabIndex={0}>
            <code>{dockerCommand}</code>
          </pre>
        </section>
        <section className="home-features" aria-labelledby="features-title">
          <h2 id="features-title" className="visually-hidden">
            Features
          </h2>
          <div className="feature-grid">
            {features.map((f) => (
              <FeatureCard key={f.title} feature={f} />
            ))}
          </div>
        </section>
        <section className="home-dark" aria-labelledby="dark-title">
          <h2 id="dark-title">🌙 Darkmode</h2>
          <img
            src={hero.darkScreenshot.src}
            alt={hero.darkScreenshot.alt}
            width={hero.darkScreenshot.width}
            height={hero.darkScreenshot.height}
            loading="lazy"
            decoding="async"
          />
        </section>
        <a className="home-powered" href={poweredBy.href} target="_blank" rel="noopener noreferrer">
          <span className="home-powered-label">Powered by</span>
          <span className="home-powered-name">{poweredBy.name}</span>
          <span className="home-powered-desc">{poweredBy.description}</span>
        </a>
      </main>
    </Layout>
  );
}

function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <div className="feature">
      <img
        className="feature-image"
        src={feature.image}
        alt=""
        width={160}
        height={120}
        loading="lazy"
        decoding="async"
      />
      <h3 className="feature-title">
        {feature.title} <CheckBadge />
      </h3>
      <p>{emphasise(feature)}</p>
    </div>
  );
}

/** Wraps the feature's emphasised words in <strong>/<em>. */
function emphasise(feature: Feature): ReactNode[] {
  let parts: ReactNode[] = [feature.text];
  for (const { word, style } of feature.emphasis ?? []) {
    parts = parts.flatMap((part, i) => {
      if (typeof part !== 'string' || !part.includes(word)) return [part];
      const [before, ...rest] = part.split(word);
      const Tag = style;
      return [before, <Tag key={`${word}-${i}`}>{word}</Tag>, rest.join(word)];
    });
  }
  return parts;
}
