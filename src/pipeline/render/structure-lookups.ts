import type { Route } from '../../shared/types.ts';
import type { Templates } from '../../render/page-props.ts';
import type { VersionNav } from '../sidebars/sidebars.ts';
import { SidebarLookup } from '../sidebars/lookup.ts';
import { sidebarChildrenFiles, type SidebarChildrenFiles } from '../sidebars/children.ts';
import { sidebarMarkups, type SidebarMarkupFor } from '../sidebars/markup.ts';
import { linkForms } from '../canonical-links.ts';

/** What routeRenderer prepares from the site's structure alone (sidebars, routes, templates). */
export interface StructureLookups {
  sidebarChildren: SidebarChildrenFiles;
  sidebars: SidebarLookup;
  forms: Map<string, string>;
  sidebarMarkup: SidebarMarkupFor;
}

export interface StructureInputs {
  navs: ReadonlyMap<string, VersionNav>;
  templates: Templates;
  routes: readonly Route[];
  baseUrl: string;
  collapsible: boolean;
  prune: Parameters<typeof sidebarMarkups>[2];
}

let last: { inputs: StructureInputs; lookups: StructureLookups } | undefined;

/**
 * The lookups of the last build while its structure is the same objects (a watch save that edits a
 * page's body keeps the sidebars, routes and templates): each sidebar's markup was rendered again
 * on every save, a tenth of the save at 1,000 pages. A changed structure makes them again.
 */
export function structureLookups(inputs: StructureInputs): StructureLookups {
  if (last && sameInputs(last.inputs, inputs)) return last.lookups;
  const sidebars = new SidebarLookup();
  const lookups: StructureLookups = {
    sidebarChildren: sidebarChildrenFiles(inputs),
    sidebars,
    forms: linkForms(inputs.routes),
    sidebarMarkup: sidebarMarkups(inputs.templates, (items, href) => sidebars.trail(items, href), inputs.prune),
  };
  last = { inputs, lookups };
  return lookups;
}

function sameInputs(a: StructureInputs, b: StructureInputs): boolean {
  return (
    a.navs === b.navs &&
    a.templates === b.templates &&
    a.routes === b.routes &&
    a.baseUrl === b.baseUrl &&
    a.collapsible === b.collapsible &&
    a.prune === b.prune
  );
}
