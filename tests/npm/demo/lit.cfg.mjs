// A suite as a user writes it for mlirc-lit: upstream-style RUN lines with
// mlir-opt, run by the package's mlirc-opt; nothing else installed.
export default {
  name: 'demo',
  suffixes: ['.mlir'],
  tools: { 'mlir-opt': 'mlirc-opt' },
  features: ['demo'],
};
