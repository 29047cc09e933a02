const { portalConfig } = require('../webpack.portal.cjs');

/** Web-worker chunks: the workshop's calculation and the plan solver's evaluations. */
const WORKER_CHUNKS = ['scenario-calc', 'scenario-solver'];

module.exports = (env, argv) => {
  const config = portalConfig({ dir: __dirname, role: 'remote', remoteName: 'scenarios' }, env, argv);
  // The workshop's web worker bundles @portal/calc, whose ESM sources import './x.js' for './x.ts'.
  config.resolve.extensionAlias = { '.js': ['.ts', '.tsx', '.js'] };
  // Each worker is a runtime chunk of its own; the federation runtime cannot name it with [contenthash]
  // (STACK-NOTES), so it keeps a plain name while every other chunk stays hashed.
  const hashed = config.output.chunkFilename;
  config.output.chunkFilename = (pathData) => (pathData.chunk && WORKER_CHUNKS.includes(pathData.chunk.name) ? '[name].js' : hashed);
  return config;
};
