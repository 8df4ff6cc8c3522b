import type { CategoryCard } from 'docsgen';
import { CardGrid } from '../CategoryIndex.tsx';
import { useMdxSite } from './context.ts';

/** A sidebar item as Docusaurus hands it to `<DocCardList items={…} />` (the fields cards read). */
export interface DocCardItem {
  type?: string;
  label?: string;
  href?: string;
  description?: string;
  items?: DocCardItem[];
}

/**
 * `@theme/DocCardList`: the cards of the category this page is the index of (else of the
 * innermost category listing it), the same cards as a generated category page, or of the `items` given.
 */
export default function DocCardList({ items, className }: { items?: DocCardItem[]; className?: string }) {
  const site = useMdxSite();
  const cards = items ? items.flatMap((item) => cardOf(item) ?? []) : site.currentCategory?.cards;
  if (!cards) {
    throw new Error(
      '<DocCardList /> without `items` lists the sidebar category this page is the index of or is listed ' +
        'in, and this page is in no category. Put it in a category of the sidebar (or link a category to it with ' +
        '`link: {type: "doc", id: "…"}`), or pass `items`',
    );
  }
  return (
    <div className={className}>
      <CardGrid cards={cards} />
    </div>
  );
}

export function cardOf(item: DocCardItem): CategoryCard | undefined {
  const href = item.href ?? firstHref(item.items ?? []);
  if (!href || !item.label) return undefined;
  return { label: item.label, href, ...(item.description ? { description: item.description } : {}) };
}

function firstHref(items: readonly DocCardItem[]): string | undefined {
  for (const item of items) {
    const href = item.href ?? firstHref(item.items ?? []);
    if (href) return href;
  }
  return undefined;
}
