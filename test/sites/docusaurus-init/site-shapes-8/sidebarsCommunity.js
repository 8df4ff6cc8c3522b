module.exports = { community: ['support'] };
