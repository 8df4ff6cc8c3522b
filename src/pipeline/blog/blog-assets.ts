import { blogList } from '../../shared/blog-config-schema.ts';
import path from 'node:path';
import { THEME_DIR } from '../../render/theme-files.ts';
import type { ResolvedConfig } from '../config.ts';

/** The blog's stylesheet, bundled only for sites with a blog (the others' CSS stays as it was). */
export function blogStylesheets(config: ResolvedConfig): string[] {
  return blogList(config.site.blog).length ? [path.join(THEME_DIR, 'css', 'blog.css')] : [];
}
