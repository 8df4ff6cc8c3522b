module.exports = function localTheme() {
  return { name: 'local-theme' };
};
