const { portalConfig } = require('../webpack.portal.cjs');

module.exports = (env, argv) => portalConfig({ dir: __dirname, role: 'remote', remoteName: 'admin' }, env, argv);
