/** The one script every page loads; heavy widgets are split into chunks loaded on first use. */
import { startIslands } from '../islands/registry.ts';

startIslands();
