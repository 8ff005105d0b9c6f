// Name, dev port and route data come from the remote registry (tools/remotes.mjs).
const { createRemoteConfig } = require('../tools/webpack/create-app-config');

module.exports = createRemoteConfig(__dirname);
