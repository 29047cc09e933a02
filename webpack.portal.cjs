// webpack configuration shared by the shell (host) and the four remotes. Each package's webpack.config.cjs
// calls portalConfig with its role; federation details come from federation.shared.cjs.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { federationShared, remotes, SHELL_PORT, API_PORT } = require('./federation.shared.cjs');

// webpack's own minimizer plugin (a dependency of webpack 5.111); its swc mode cuts production builds ~3x.
const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack'))] }));

const swcRule = {
  test: /\.(ts|tsx|js|jsx)$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
    },
  },
};

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': '*',
};

/** `/remotes.json` for development: each remote's dev server, on the host name the browser used. */
function devRemotesJson(req) {
  const host = (req.headers.host || 'localhost').replace(/:\d+$/, '');
  const out = {};
  for (const [name, r] of Object.entries(remotes)) out[name] = `http://${host}:${r.port + portOffset}/mf-manifest.json`;
  return out;
}

// Dev ports: shell 3000, remotes 3001-3004, API 3100. PORTAL_PORT_OFFSET shifts the web ports (e.g. 200 -> 3200-3204)
// and PORTAL_API_PORT moves the API, so a second copy can run beside the usual one.
const portOffset = Number(process.env.PORTAL_PORT_OFFSET || 0);
const apiPort = Number(process.env.PORTAL_API_PORT || API_PORT);
const apiProxy = [{ context: ['/api', '/healthz'], target: `http://127.0.0.1:${apiPort}`, changeOrigin: false }];

/**
 * The host's `boot-files.json`: the files main.js loads before the shell renders (`boot`: the chunks of
 * `import('./bootstrap')`) and, per shared package the shell provides, the files of its module (`shared`). The server
 * preloads these from the page itself (server/src/static.ts), so they come while main.js loads instead of after it
 * ran; the federation manifest does not serve here, it omits the split chunks a shared package needs (Chakra's).
 */
class BootFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const filesOf = (group) => group.chunks.flatMap((c) => [...c.files].filter((f) => f.endsWith('.js')));
        const boot = new Set();
        const shared = {};
        for (const group of compilation.chunkGroups) {
          for (const origin of group.origins) {
            const id = origin.module ? origin.module.identifier() : '';
            const provided = /^provide module \([^)]*\)(?: \([^)]*\))? (.+?)@[^@\s]* = /.exec(id);
            if (provided) shared[provided[1]] = [...new Set([...(shared[provided[1]] ?? []), ...filesOf(group)])];
            else if (origin.request === './bootstrap') for (const f of filesOf(group)) boot.add(f);
          }
        }
        compilation.emitAsset('boot-files.json', new webpack.sources.RawSource(JSON.stringify({ boot: [...boot], shared })));
      });
    });
  }
}

/**
 * @param {{ dir: string, role: 'host' | 'remote', remoteName?: string }} opts
 * @param {Record<string, unknown>} _env
 * @param {{ mode?: string }} argv
 */
function portalConfig({ dir, role, remoteName }, env, argv) {
  const production = argv.mode === 'production';
  const serving = process.env.WEBPACK_SERVE === 'true';
  const remote = role === 'remote' ? remotes[remoteName] : null;
  const name = role === 'host' ? 'shell' : remoteName;
  // `build:harness` (webpack --env harness): the standalone harness as static files in dist-harness/, to be served
  // under /harness/<package>/ beside the API (the e2e suite's second origin does); HARNESS_BASE moves it.
  const harnessBuild = role === 'remote' && !serving && Boolean(env && env.harness);
  const harnessBase = harnessBuild ? (process.env.HARNESS_BASE || `/harness/${remote.packageName}/`) : '/';

  // The host always has an entry; a remote needs one only for its standalone harness (dev server or harness build).
  const entry = {};
  if (role === 'host') entry.main = './src/index.ts';
  else if (serving || harnessBuild) entry.harness = './src/harness/index.ts';

  const plugins = [
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      remotes: {},
      ...(remote ? { exposes: remote.exposes, manifest: true } : { manifest: false }),
      shared: federationShared(),
      shareStrategy: 'loaded-first',
      dts: false,
      ...(serving ? {} : { dev: false }),
    }),
    new webpack.DefinePlugin({
      __PORTAL_REMOTE_EXPOSES__: JSON.stringify(remote ? remote.exposes : {}),
      __HARNESS_BASE__: JSON.stringify(harnessBase),
    }),
  ];
  if (production && role === 'host') plugins.push(new BootFilesPlugin());
  if (production) {
    // .br and .gz siblings of every text asset, written once here and served by content negotiation
    // (server/src/static.ts, @fastify/static preCompressed): no compression work per request.
    const test = /\.(js|json|html|css|svg|txt)$/;
    plugins.push(
      new CompressionPlugin({ test, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 }, threshold: 512, minRatio: 0.9 }),
      new CompressionPlugin({
        test,
        filename: '[path][base].br',
        algorithm: 'brotliCompress',
        compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
        threshold: 512,
        minRatio: 0.9,
      }),
    );
  }
  if (Object.keys(entry).length > 0) {
    plugins.push(new HtmlWebpackPlugin({
      template: path.join(__dirname, 'shell/public/index.html'),
      title: role === 'host' ? 'Financial Planning Portal' : `${remote.packageName} (standalone)`,
      chunks: Object.keys(entry),
      // The page is served at the site root (and for every SPA path): its scripts must not resolve relative to /a/b.
      publicPath: harnessBase,
    }));
  }

  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry,
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, harnessBuild ? 'dist-harness' : 'dist'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: { rules: [swcRule] },
    plugins,
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
    optimization: production
      ? { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false })] }
      : {},
    devServer: {
      port: (role === 'host' ? SHELL_PORT : remote.port) + portOffset,
      host: '0.0.0.0',
      allowedHosts: 'all',
      // A remote's dev client also runs inside the shell page, where hot-update chunks of the remote cannot apply
      // ("webpackHotUpdate<remote> is not a function"): remotes live-reload the page instead. (No React Fast
      // Refresh is set up, so the shell's hot mode also ends in a reload for component changes.)
      hot: role === 'host',
      liveReload: true,
      historyApiFallback: true,
      headers: corsHeaders,
      client: { overlay: { warnings: false, errors: true, runtimeErrors: false } },
      proxy: apiProxy,
      setupMiddlewares: role === 'host'
        ? (middlewares) => {
          middlewares.unshift({
            name: 'remotes-json',
            path: '/remotes.json',
            middleware: (req, res) => {
              res.setHeader('Content-Type', 'application/json');
              res.end(JSON.stringify(devRemotesJson(req)));
            },
          });
          return middlewares;
        }
        : undefined,
    },
  };
}

module.exports = { portalConfig };
