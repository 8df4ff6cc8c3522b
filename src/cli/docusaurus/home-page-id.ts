import { str } from './config-values.ts';

/**
 * Docusaurus 2's docs option `homePageId` (removed in Docusaurus 2.0): that doc is the docs home,
 * served at the root of every version, as `slug: /` in its front matter would place it.
 */
export function homePageOf(docs: Record<string, unknown>): { homePageId?: string } {
  const id = str(docs.homePageId)?.trim();
  return id ? { homePageId: id } : {};
}
