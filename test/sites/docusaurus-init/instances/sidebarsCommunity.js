module.exports = { community: ['team', 'support'] };
