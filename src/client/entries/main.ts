/** The one script every page loads; heavy widgets are split into chunks loaded on first use. */
import { startIslands } from '../islands/registry.ts';
import '../islands/announcement.ts';
import '../search/search-button.ts';
import '../islands/tabs.ts';
import '../islands/copy-code.ts';
import '../islands/toc-highlight.ts';
import '../islands/mermaid.ts';
import '../islands/sidebar-categories.ts';
import '../islands/navbar-hide.ts';
import { startColorMode } from '../islands/theme-toggle.ts';
import { startPreferredVersion } from '../islands/version-menu.ts';
import { startMobileMenu } from '../islands/mobile-menu.ts';
import { startClientNav } from '../islands/client-nav.ts';
import { startPrefetch } from '../islands/prefetch.ts';
import { startImageZoom } from '../islands/image-zoom.ts';
import { startScrollRegions } from '../islands/scroll-regions.ts';

startIslands();
startColorMode();
startPreferredVersion();
startMobileMenu();
startClientNav();
startPrefetch();
startImageZoom();
startScrollRegions();
