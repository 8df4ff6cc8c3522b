import type { ReactElement } from 'react';
import { useMdxSite } from './context.ts';

/**
 * `@theme/Admonition/Icon/Warning` and its siblings: the icon an admonition of that kind shows,
 * for an MDX page that builds its own `<Admonition icon={<AdmonitionIconCaution />}>`.
 */
function iconOf(kind: string): () => ReactElement {
  return function AdmonitionIcon() {
    const site = useMdxSite();
    return <span className="admonition-icon-wrap" dangerouslySetInnerHTML={{ __html: site.admonitionIcon(kind) }} />;
  };
}

/** The icon modules by the name Docusaurus gives them (Warning draws caution and warning admonitions). */
export const ADMONITION_ICON_MODULES = {
  '@theme/Admonition/Icon/Note': { default: iconOf('note') },
  '@theme/Admonition/Icon/Tip': { default: iconOf('tip') },
  '@theme/Admonition/Icon/Info': { default: iconOf('info') },
  '@theme/Admonition/Icon/Warning': { default: iconOf('warning') },
  '@theme/Admonition/Icon/Danger': { default: iconOf('danger') },
};
