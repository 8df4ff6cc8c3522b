/** The site's look. docsgen renders these with renderToString; restyle the site here. */
export { DocPage } from './DocPage.tsx';
export { CategoryIndex, VersionLanding } from './CategoryIndex.tsx';
export { Home } from './Home.tsx';
export { SearchPage } from './SearchPage.tsx';
export { NotFound } from './NotFound.tsx';
export { SitePage, MarkdownPage } from './SitePage.tsx';
export { SidebarCategoryChildren, SidebarMenu, SidebarMenuItem, lazyCategories } from './Sidebar.tsx';
export { BlogListPage } from './BlogListPage.tsx';
export { BlogPostPage } from './BlogPostPage.tsx';
export { BlogTagsPage } from './BlogTagsPage.tsx';
export { DocTagDocListPage, DocTagsListPage } from './DocTagsPages.tsx';
export { BlogArchivePage } from './BlogArchivePage.tsx';
export { BlogAuthorsPage } from './BlogAuthorsPage.tsx';
