export { main } from './index.ts';
