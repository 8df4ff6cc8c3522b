import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SidebarItem } from '../../shared/types.ts';
import type { Templates } from '../../render/page-props.ts';
import { omitListItemEndTags } from '../../render/optional-end-tags.ts';

type Category = Extract<SidebarItem, { type: 'category' }>;

/**
 * One rendered sidebar list (the whole menu, or a category in its open form): its markup with
 * no page current and every category at rest, and where each entry's markup sits in it.
 */
interface ListMarkup {
  html: string;
  items: readonly SidebarItem[];
  /** Start of each entry's markup in `html`; the last element is the end of the last entry. */
  offsets: number[];
  /** By page path, the entries that page changes, in order: the docs it is, the categories holding it. */
  touched: Map<string, number[]>;
}

/** A page's sidebar markup, or undefined when the theme leaves the pieces out (the page then renders its own). */
export type SidebarMarkupFor = (o: {
  items: readonly SidebarItem[];
  collapsible: boolean;
  childrenSrc: string | undefined;
  activePath: string;
}) => string | undefined;

/** The categories from the top of `items` down to the one holding `href` (the trail that prunes a sidebar that does not collapse). */
export type TrailOf = (items: readonly SidebarItem[], href: string) => Category[];

/**
 * Page sidebars spliced from entries rendered once: a page differs from the sidebar at rest only
 * in the entries that are its page (current) and the categories that open for it (children in
 * full), so those are rendered for the page, inside the open forms of the categories around them,
 * and the rest is copied. Rendering the whole sidebar for every page cost O(pages × category
 * size): 9.5 ms a page at 10,000 pages in categories of 1,000. A collapsible sidebar opens every
 * category holding the page; one that does not collapse is pruned per page (`prune`: only the
 * categories on the page's trail, and those never closed, keep their children).
 * The markup is the theme's own (its SidebarMenu and SidebarMenuItem) without the `</li>` end tags
 * HTML lets it leave out (~5% of a sidebar's bytes); the caches live as long
 * as the renderer that created this, so one sidebar is prepared once per build and worker.
 */
export function sidebarMarkups(
  templates: Templates,
  trail: TrailOf,
  prune: (items: readonly SidebarItem[], active: string, trail: Category[]) => SidebarItem[],
): SidebarMarkupFor {
  const { SidebarMenu, SidebarMenuItem } = templates;
  const prepared = new Map<readonly SidebarItem[], Map<string, ((path: string) => string) | undefined>>();
  return ({ items, collapsible, childrenSrc, activePath }) => {
    if (!SidebarMenu || !SidebarMenuItem) return undefined;
    let forms = prepared.get(items);
    if (!forms) prepared.set(items, (forms = new Map()));
    const key = `${collapsible}:${childrenSrc ?? ''}`;
    if (!forms.has(key)) {
      // Entries and the menu both lose their optional </li> tags, so the entries still sit side by side in the menu.
      const entry: Entry = (item, activePath = '', open) =>
        omitListItemEndTags(
          renderToStaticMarkup(
            createElement(SidebarMenuItem, {
              item,
              activePath,
              collapsible,
              lazy: collapsible && childrenSrc !== undefined,
              open,
            }),
          ),
        );
      const menu = (shown: SidebarItem[]) =>
        omitListItemEndTags(
          renderToStaticMarkup(createElement(SidebarMenu, { items: shown, activePath: '', collapsible, childrenSrc })),
        );
      forms.set(
        key,
        prepare(items, menu, entry, collapsible ? collapsibleForms(entry) : prunedForms(items, entry, trail, prune)),
      );
    }
    return forms.get(key)?.(activePath);
  };
}

type Entry = (item: SidebarItem, activePath?: string, open?: boolean) => string;

/** How a sidebar looks at rest and what a page changes in it. */
interface Forms {
  /** The entries of a list at rest (no page), one for one. */
  rest(items: readonly SidebarItem[]): SidebarItem[];
  /** A category open, its children at rest. */
  open(category: Category): string;
  /** The pages for which a category's entry differs from its rest. */
  opens(category: Category): readonly string[];
  /** A category on its own page, rendered whole. */
  own(category: Category, path: string): string;
}

/** Collapsible: every category holding the page opens (children in full, lazy ones too). */
function collapsibleForms(entry: Entry): Forms {
  return {
    rest: (items) => [...items],
    open: (category) => entry(category, '', true),
    opens: pathsHeld(),
    own: (category, path) => entry(category, path),
  };
}

/**
 * Not collapsible: the sidebar pruned for no page is the rest; the categories on a page's trail
 * open, and the ones never closed hold whatever their children change.
 */
function prunedForms(
  items: readonly SidebarItem[],
  entry: Entry,
  trail: TrailOf,
  prune: (items: readonly SidebarItem[], active: string, trail: Category[]) => SidebarItem[],
): Forms {
  const rest = (list: readonly SidebarItem[]) => prune(list, '', []);
  // Pages whose trail holds a category (by folder, as prune matches them), from one walk of every page path.
  const onTrail = new Map<string, string[]>();
  for (const path of new Set(pathsHeld()({ type: 'category', dir: '', label: '', items: [...items] }))) {
    for (const category of trail(items, path)) {
      const paths = onTrail.get(category.dir);
      if (paths) paths.push(path);
      else onTrail.set(category.dir, [path]);
    }
  }
  const kept = (category: Category) => rest([category])[0] as Category;
  const memo = new Map<Category, string[]>();
  const opens = (category: Category): string[] => {
    let paths = memo.get(category);
    if (paths) return paths;
    paths = [...(category.href ? [category.href] : []), ...(onTrail.get(category.dir) ?? [])];
    // Open at rest: its visible entries change with the page.
    if (kept(category).items.length) {
      for (const child of category.items) {
        if (child.type === 'doc') paths.push(child.href);
        else if (child.type === 'category') paths.push(...opens(child));
      }
    }
    memo.set(category, paths);
    return paths;
  };
  return {
    rest,
    open: (category) => entry({ ...category, items: rest(category.items) }),
    opens,
    own: (category, path) => entry(prune([category], path, trail(items, path))[0]!, path),
  };
}

function prepare(
  items: readonly SidebarItem[],
  menu: (shown: SidebarItem[]) => string,
  entry: Entry,
  forms: Forms,
): ((path: string) => string) | undefined {
  const shown = forms.rest(items);
  const root = listIn(menu(shown), items, shown, entry, forms);
  if (!root) return undefined;
  const openForms = new Map<Category, ListMarkup | undefined>();
  const openForm = (category: Category) => {
    if (!openForms.has(category))
      openForms.set(category, listIn(forms.open(category), category.items, forms.rest(category.items), entry, forms));
    return openForms.get(category);
  };
  const splice = (list: ListMarkup, path: string): string => {
    const hits = list.touched.get(path);
    if (!hits) return list.html;
    let out = '';
    let from = 0;
    for (const i of hits) {
      out += list.html.slice(from, list.offsets[i]) + entryFor(list.items[i]!, path);
      from = list.offsets[i + 1]!;
    }
    return out + list.html.slice(from);
  };
  // A category whose own page this is renders whole (once per category page); one that only
  // holds the page is its open form with the page spliced in, level by level.
  const entryFor = (item: SidebarItem, path: string): string => {
    if (item.type !== 'category') return entry(item, path);
    if (item.href === path) return forms.own(item, path);
    const open = openForm(item);
    return open ? splice(open, path) : forms.own(item, path);
  };
  return (path) => splice(root, path);
}

/**
 * Finds the entries of `shown` (the list at rest), each rendered alone, side by side in `html`;
 * undefined when a theme's list is not its entries side by side (its pages then render the
 * sidebar themselves). `items` are the same entries as the sidebar has them.
 */
function listIn(
  html: string,
  items: readonly SidebarItem[],
  shown: readonly SidebarItem[],
  entry: Entry,
  forms: Forms,
): ListMarkup | undefined {
  const parts = shown.map((item) => entry(item));
  const at = html.indexOf(parts.join(''));
  if (at < 0) return undefined;
  const offsets = [at];
  for (const part of parts) offsets.push(offsets[offsets.length - 1]! + part.length);
  const touched = new Map<string, number[]>();
  const touch = (path: string, i: number) => {
    const list = touched.get(path);
    if (!list) touched.set(path, [i]);
    else if (list[list.length - 1] !== i) list.push(i);
  };
  items.forEach((item, i) => {
    if (item.type === 'doc') touch(item.href, i);
    else if (item.type === 'category') for (const path of forms.opens(item)) touch(path, i);
  });
  return { html, items, offsets, touched };
}

/**
 * The page paths a category holds, the pages that open it: its own page, its docs, and what
 * its categories hold (links are never current). Remembered per category, so nested lists
 * share the walk.
 */
function pathsHeld(): (item: Category) => readonly string[] {
  const memo = new Map<Category, string[]>();
  const held = (item: Category): string[] => {
    let paths = memo.get(item);
    if (paths) return paths;
    paths = item.href ? [item.href] : [];
    for (const child of item.items) {
      if (child.type === 'doc') paths.push(child.href);
      else if (child.type === 'category') for (const path of held(child)) paths.push(path);
    }
    memo.set(item, paths);
    return paths;
  };
  return held;
}
