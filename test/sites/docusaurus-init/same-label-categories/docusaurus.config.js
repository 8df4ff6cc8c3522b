// Two categories labelled "FinOps" with generated index pages: a folder's inside the CLI section, and one of
// the sidebars file over another folder. Docusaurus slugs the second `finops-1`.
module.exports = {
  title: 'Tern',
  url: 'https://tern.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
};
