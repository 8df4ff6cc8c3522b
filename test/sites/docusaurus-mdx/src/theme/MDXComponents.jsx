import MDXComponents from '@theme-original/MDXComponents';
import Highlight from '@site/src/components/Highlight';

// Swizzled as Docusaurus sites do it: every MDX page may use <Highlight> without importing it.
export default {
  ...MDXComponents,
  Highlight,
};
