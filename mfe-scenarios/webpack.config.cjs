const { portalConfig } = require('../webpack.portal.cjs');

const WORKER_CHUNK = 'scenario-calc';

module.exports = (env, argv) => {
  const config = portalConfig({ dir: __dirname, role: 'remote', remoteName: 'scenarios' }, env, argv);
  // The workshop's web worker bundles @portal/calc, whose ESM sources import './x.js' for './x.ts'.
  config.resolve.extensionAlias = { '.js': ['.ts', '.tsx', '.js'] };
  // The worker is a runtime chunk of its own; the federation runtime cannot name it with [contenthash]
  // (STACK-NOTES), so it keeps a plain name while every other chunk stays hashed.
  const hashed = config.output.chunkFilename;
  config.output.chunkFilename = (pathData) => (pathData.chunk && pathData.chunk.name === WORKER_CHUNK ? '[name].js' : hashed);
  return config;
};
