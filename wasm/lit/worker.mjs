// worker.mjs: a mlirc-lit worker thread: runs the tests it is sent, one at
// a time, and posts each verdict back (tools such as mlirc-opt load once
// per thread and stay loaded).
import { parentPort, workerData } from 'node:worker_threads';
import { executeTest } from './runner.mjs';

parentPort.on('message', async ({ k, test }) => {
  try {
    const result = await executeTest(test, { ...workerData.runOpts, xfail: test.xfail, xfailNot: test.xfailNot });
    parentPort.postMessage({ k, result });
  } catch (e) {
    parentPort.postMessage({ k, error: e && e.stack ? e.stack : String(e) });
  }
});
