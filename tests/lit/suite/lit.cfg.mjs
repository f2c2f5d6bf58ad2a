// mlirc-lit's configuration of the shell suite: the same as lit.cfg.py.
import path from 'node:path';

export default function configure(config, { params, dir }) {
  config.name = 'shell-suite';
  config.suffixes = ['.test'];
  config.excludes = ['Inputs'];
  config.testSourceRoot = dir;
  config.testExecRoot = params.exec_root || dir;
  config.path = ['/usr/lib/llvm-22/bin'];
  config.features.push('shell-feature');
  config.substitutions.push(['%{greeting}', 'hello from the config'], ['%inputs', path.join(dir, 'Inputs')]);
}
