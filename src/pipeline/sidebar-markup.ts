import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SidebarItem } from '../shared/types.ts';
import type { Templates } from '../render/page-props.ts';

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
export type SidebarMarkupFor = (items: readonly SidebarItem[], childrenSrc: string | undefined, activePath: string) => string | undefined;

/**
 * Page sidebars spliced from entries rendered once: a page differs from the sidebar at rest only
 * in the entries that are its page (current) and the categories that hold it (open, children in
 * full), so those are rendered for the page, inside the open forms of the categories around them,
 * and the rest is copied. Rendering the whole sidebar for every page cost O(pages × category
 * size): 9.5 ms a page at 10,000 pages in categories of 1,000. Collapsible sidebars only (the
 * default): a site that turns collapsing off prunes its sidebar per page, so its pages render it.
 * The markup is the theme's own (its SidebarMenu and SidebarMenuItem); the caches live as long
 * as the renderer that created this, so one sidebar is prepared once per build and worker.
 */
export function sidebarMarkups(templates: Templates): SidebarMarkupFor {
  const { SidebarMenu, SidebarMenuItem } = templates;
  const prepared = new Map<readonly SidebarItem[], Map<string | undefined, ((path: string) => string) | undefined>>();
  return (items, childrenSrc, activePath) => {
    if (!SidebarMenu || !SidebarMenuItem) return undefined;
    let bySrc = prepared.get(items);
    if (!bySrc) prepared.set(items, (bySrc = new Map()));
    if (!bySrc.has(childrenSrc)) bySrc.set(childrenSrc, prepare(SidebarMenu, SidebarMenuItem, items, childrenSrc));
    return bySrc.get(childrenSrc)?.(activePath);
  };
}

function prepare(Menu: NonNullable<Templates['SidebarMenu']>, Item: NonNullable<Templates['SidebarMenuItem']>, items: readonly SidebarItem[], childrenSrc: string | undefined): ((path: string) => string) | undefined {
  const lazy = childrenSrc !== undefined;
  const entry = (item: SidebarItem, activePath = '', open?: boolean) => renderToStaticMarkup(createElement(Item, { item, activePath, collapsible: true, lazy, open }));
  const held = pathsHeld();
  const root = listIn(renderToStaticMarkup(createElement(Menu, { items: [...items], activePath: '', collapsible: true, childrenSrc })), items, entry, held);
  if (!root) return undefined;
  const openForms = new Map<Category, ListMarkup | undefined>();
  const openForm = (category: Category) => {
    if (!openForms.has(category)) openForms.set(category, listIn(entry(category, '', true), category.items, entry, held));
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
    if (item.type !== 'category' || item.href === path) return entry(item, path);
    const open = openForm(item);
    return open ? splice(open, path) : entry(item, path);
  };
  return (path) => splice(root, path);
}

/**
 * Finds the entries of `items`, each rendered alone, side by side in `html`; undefined when a
 * theme's list is not its entries side by side (its pages then render the sidebar themselves).
 */
function listIn(html: string, items: readonly SidebarItem[], entry: (item: SidebarItem) => string, held: (item: Category) => readonly string[]): ListMarkup | undefined {
  const parts = items.map((item) => entry(item));
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
    else if (item.type === 'category') for (const path of held(item)) touch(path, i);
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
