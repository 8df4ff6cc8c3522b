import type { ReactNode } from 'react';
import { cardOf, type DocCardItem } from './DocCardList.tsx';

/**
 * `@theme/DocCard`: one card of a sidebar item (`<DocCard item={…} />`, as Docusaurus's DocCardList draws
 * each), linking to the item with its label and description. A card given a link and content instead
 * (`<DocCard href="/apis">…</DocCard>`, the shape some Docusaurus themes' cards take) shows that content.
 */
export default function DocCard(props: { item?: DocCardItem; href?: string; header?: string; children?: ReactNode }) {
  const card = props.item ? cardOf(props.item) : undefined;
  const href = card?.href ?? props.href;
  if (!href) {
    throw new Error(
      '<DocCard> shows a sidebar item: pass `item` with a `label` and an `href` (or a category with items)',
    );
  }
  const title = card?.label ?? props.header;
  return (
    <a className="card" href={href}>
      {title ? <span className="card-title">{title}</span> : null}
      {card?.description ? <span className="card-description">{card.description}</span> : null}
      {card ? null : props.children}
    </a>
  );
}
