import type { SimplePageProps } from 'docsgen';
import { Layout } from './Layout.tsx';

/** The front page: the site's title and tagline and a way into the docs. Sites replace it with templates/Home.tsx. */
export function Home(props: SimplePageProps) {
  const { settings, latest } = props.site;
  return (
    <Layout {...props}>
      <main id="main" className="home" tabIndex={-1}>
        <header className="hero">
          <div className="hero-inner">
            <div className="hero-text">
              <h1 className="hero-title">{settings.title}</h1>
              {settings.tagline ? <p className="hero-subtitle">{settings.tagline}</p> : null}
              <div className="hero-buttons">
                <a className="button button-primary" href={latest.mainHref}>
                  Read the docs
                </a>
              </div>
            </div>
          </div>
        </header>
      </main>
    </Layout>
  );
}
