// A leftover import the sidebars never use (real sites keep these); `npm install` has not run.
const { Component } = require('react');
const unused = require('left-pad-never-installed');

module.exports = {
  docs: [{ type: 'category', label: 'Hovering', items: ['intro', 'wind'] }],
};
