import { browser } from './browser-globals.ts';

/**
 * `@docusaurus/ExecutionEnvironment`: what the code running now can use. False at build time,
 * where pages are prerendered in Node; true in the browser bundle of a `client:load` component.
 */
const canUseDOM = typeof browser.document?.createElement === 'function';

const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof browser.addEventListener === 'function',
  canUseIntersectionObserver: canUseDOM && browser.IntersectionObserver !== undefined,
  canUseViewport: canUseDOM && browser.screen !== undefined,
};

export default ExecutionEnvironment;
