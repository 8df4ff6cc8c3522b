module.exports = {
  plugins: {
    tidewind: { content: ['./docs/**/*.md', './src/pages/**/*.js'] },
    'tide-prefixer': {},
  },
};
