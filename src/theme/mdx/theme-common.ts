import { useMdxSite } from './context.ts';
import type { DocCardItem } from './DocCardList.tsx';

/**
 * `@docusaurus/theme-common`: the hook category index pages pass to `<DocCardList items={…} />`.
 * It answers with the category this page is the index of (else the innermost one listing it), as
 * Docusaurus describes sidebar items.
 */
export function useCurrentSidebarCategory(): { type: 'category'; label: string; items: DocCardItem[] } {
  const category = useMdxSite().currentCategory;
  if (!category) {
    throw new Error('useCurrentSidebarCategory() is called on a page that is in no sidebar category; put this doc in a category of the sidebars file');
  }
  return { type: 'category', label: category.label, items: category.cards.map((card) => ({ type: 'link', label: card.label, href: card.href, ...(card.description ? { description: card.description } : {}) })) };
}
