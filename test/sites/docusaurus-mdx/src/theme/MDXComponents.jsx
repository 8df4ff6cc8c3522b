import MDXComponents from '@theme-original/MDXComponents';
import MDXCode from '@theme/MDXComponents/Code';
import MDXA from '@theme/MDXComponents/A';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXDetails from '@theme/MDXComponents/Details';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXUl from '@theme/MDXComponents/Ul';
import MDXLi from '@theme/MDXComponents/Li';
import MDXImg from '@theme/MDXComponents/Img';
import Mermaid from '@theme/Mermaid';
import Highlight from '@site/src/components/Highlight';
import CardCount from '@site/src/components/CardCount';

// Swizzled as Docusaurus sites do it: every MDX page may use <Highlight> without importing it,
// and the element keys an ejected MDXComponents has (docsgen renders markdown's elements itself).
export default {
  ...MDXComponents,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  details: MDXDetails,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h2: (props) => <MDXHeading as="h2" {...props} />,
  mermaid: Mermaid,
  Mermaid,
  Highlight,
  CardCount,
  Step: (props) => <MDXHeading as="h3" {...props} />,
};
