import { describe, expect, it } from 'vitest';
import { lineUsesImportsOf } from './throw-cause.ts';

const page = [
  "import LayoutProvider from '@theme/Layout/Provider';",
  "import { useSpring as spring, animated } from '@react-spring/web';",
  "const Chart = require('chart-kit/lib/line');",
  'function Home(props) {',
  '  const { baseUrl } = props.config;',
  '  const [{ tilt }] = spring(() => ({}));',
  '  return <LayoutProvider><animated.div /><Chart /></LayoutProvider>;',
  '}',
].join('\n');
const missing = ['@theme/Layout/Provider', '@react-spring/web', 'chart-kit'];

describe('lineUsesImportsOf', () => {
  it("tells a throw in the page's own code from one in a stand-in's value", () => {
    expect(lineUsesImportsOf(page, 5, missing)).toBe(false);
    expect(lineUsesImportsOf(page, 6, missing)).toBe(true);
    expect(lineUsesImportsOf(page, 7, missing)).toBe(true);
  });

  it('reads renamed, named and required imports, and blames the package when it cannot tell', () => {
    expect(lineUsesImportsOf('const x = useSpring();', 1, ['@react-spring/web'])).toBe(true);
    expect(lineUsesImportsOf(page, 99, missing)).toBe(true);
    expect(lineUsesImportsOf(page, 5, ['chart-kit'])).toBe(false);
    expect(lineUsesImportsOf('import x from "chart-kit";\nobj.x.y;', 2, ['chart-kit'])).toBe(false);
  });
});
