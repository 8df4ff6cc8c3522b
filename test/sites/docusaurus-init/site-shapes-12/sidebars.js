module.exports = { docs: ['intro', 'reference', 'release-notes', 'habits'] };
