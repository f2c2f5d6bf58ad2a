// mlirc-lit's configuration of the FileCheck corpus: the same as lit.cfg.py
// (mlir-opt 22 from /usr/lib/llvm-22/bin), except that FileCheck, split-file,
// not and count are mlirc-lit's own.
export default function configure(config, { params, dir }) {
  config.name = 'filecheck-corpus';
  config.suffixes = ['.mlir', '.test'];
  config.excludes = ['Output'];
  config.testSourceRoot = dir;
  config.testExecRoot = params.exec_root || dir;
  config.path = ['/usr/lib/llvm-22/bin'];
  config.features.push('mlir-22');
}
