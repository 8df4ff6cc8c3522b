module.exports = { harbourSidebar: ['intro', 'tides'] };
