module.exports = { river: ['intro', 'currents', 'tide-2.x'] };
