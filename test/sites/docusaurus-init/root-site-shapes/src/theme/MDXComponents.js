import MDXComponents from '@theme-original/MDXComponents';
import TerminalCast from '@site/src/components/TerminalCast';

export default { ...MDXComponents, TerminalCast };
