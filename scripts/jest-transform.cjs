// Jest's transformer for our TypeScript: esbuild strips the types (tsc --noEmit checks them in
// `npm test`'s pretest), many times faster than ts-jest on a cold cache such as CI's.
const { transformSync } = require('esbuild');
const { createHash } = require('node:crypto');
const { version } = require('esbuild/package.json');

module.exports = {
  canInstrument: false,
  getCacheKey: (source, file, options) =>
    createHash('sha256').update(`${version}\0${file}\0${options.supportsStaticESM}\0${source}`).digest('hex'),
  process(source, file, options) {
    const { code, map } = transformSync(source, {
      loader: file.endsWith('.ts') ? 'ts' : 'js',
      format: options.supportsStaticESM ? 'esm' : 'cjs',
      target: 'node20',
      sourcemap: 'external',
      sourcefile: file,
    });
    return { code, map };
  },
};
