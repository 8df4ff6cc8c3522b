import type { CategoryCard, CategoryPageProps, VersionLandingProps } from 'docsgen';
import { DocHeader, DocShell, Pager } from './DocPage.tsx';

/** Generated index page of a sidebar category: a card per item. */
export function CategoryIndex(props: CategoryPageProps) {
  return (
    <DocShell {...props}>
      <article className="doc-article category-page">
        <DocHeader
          breadcrumbs={props.breadcrumbs.slice(0, -1)}
          version={props.version}
          title={props.title}
          site={props.site}
        />
        <h1 className="doc-title">{props.title}</h1>
        {props.description ? <p className="category-description">{props.description}</p> : null}
        <CardGrid cards={props.cards} />
        <Pager previous={props.previous} next={props.next} site={props.site} />
      </article>
    </DocShell>
  );
}

/** Landing page of a version (/v1, /v2, /v3): what is inside, where to start. */
export function VersionLanding(props: VersionLandingProps) {
  return (
    <DocShell {...props}>
      <article className="doc-article version-landing">
        {props.version.badge === false ? null : (
          <span className="badge version-badge">{`Version: ${props.version.label}`}</span>
        )}
        <h1 className="doc-title">{props.title}</h1>
        <p className="category-description">
          Everything in the {props.site.settings.title} {props.version.label} documentation, grouped the way the sidebar
          groups it.{' '}
          <a className="button button-primary" href={props.version.mainHref}>
            Start reading
          </a>
        </p>
        <CardGrid cards={props.cards} />
      </article>
    </DocShell>
  );
}

export function CardGrid({ cards }: { cards: CategoryCard[] }) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.href}>
          <a className="card" href={card.href}>
            <span className="card-title">{card.label}</span>
            {card.description ? <span className="card-description">{card.description}</span> : null}
            {card.count !== undefined ? (
              <span className="card-count">{card.count === 1 ? '1 item' : `${card.count} items`}</span>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
