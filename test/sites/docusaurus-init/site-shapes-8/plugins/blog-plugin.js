// The blog plugin, extended with a list of featured posts for the home page.
const blogPluginExports = require('@docusaurus/plugin-content-blog');

const defaultBlogPlugin = blogPluginExports.default;

async function blogPluginExtended(...pluginArgs) {
  const blogPluginInstance = await defaultBlogPlugin(...pluginArgs);
  return {
    ...blogPluginInstance,
    async contentLoaded(data) {
      const featured = data.content.blogPosts.filter((post) => post.metadata.frontMatter.featured);
      await data.actions.createData('featured.json', JSON.stringify(featured.map((post) => post.metadata.permalink)));
      return blogPluginInstance.contentLoaded(data);
    },
  };
}

module.exports = { ...blogPluginExports, default: blogPluginExtended };
