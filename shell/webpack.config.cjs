const { portalConfig } = require('../webpack.portal.cjs');

module.exports = (env, argv) => portalConfig({ dir: __dirname, role: 'host' }, env, argv);
