// Docs whose foot shows the date and author of their file's last commit.
module.exports = {
  title: 'Ledger',
  url: 'https://ledger.example.test',
  baseUrl: '/',
  presets: [['classic', { docs: { showLastUpdateTime: true, showLastUpdateAuthor: true }, blog: false }]],
};
