module.exports = { main: ['index', 'holts'] };
