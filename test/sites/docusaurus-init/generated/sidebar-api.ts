// Reads the sidebar docusaurus-plugin-typedoc writes next to the pages it generates.
import items from './api/typedoc-sidebar.cjs';

export default { api: items };
