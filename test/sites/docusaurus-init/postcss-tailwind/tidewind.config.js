module.exports = { content: ['./docs/**/*.md', './src/pages/**/*.js'] };
