module.exports = {
  plugins: {
    tidewind: {},
    'tide-prefixer': {},
  },
};
