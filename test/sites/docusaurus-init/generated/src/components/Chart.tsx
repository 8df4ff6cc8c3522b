// Uses a package the site has not installed as the module loads: its stand-in gives null here.
import { makeTheme } from '@generated/charts';

const theme = makeTheme({ mode: 'dark' }, 1);
const accent = theme.replace('dark', 'light');

export function Chart() {
  return <div className="chart">{accent}</div>;
}
