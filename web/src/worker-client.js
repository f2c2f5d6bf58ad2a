// The page's side of the worker protocol (see worker.js): one worker, one
// promise per request, and a restart that abandons a run that takes too long.

export class MlircClient {
  /**
   * onStatus(state, detail) is called with 'loading', 'ready' ({loadMs}) or
   * 'failed' ({message}) whenever the worker's state changes.
   */
  constructor(workerUrl, onStatus = () => {}) {
    this.workerUrl = workerUrl;
    this.onStatus = onStatus;
    this.nextId = 1;
    this.pending = new Map();
    this.start();
  }

  start() {
    this.state = 'loading';
    this.onStatus('loading', {});
    this.worker = new Worker(this.workerUrl, { type: 'module', name: 'mlirc' });
    this.worker.onmessage = ({ data }) => this.receive(data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.fail(event.message || 'the worker failed to start');
    };
  }

  receive(data) {
    if (data.type === 'ready') {
      this.state = 'ready';
      this.onStatus('ready', { loadMs: data.loadMs });
    } else if (data.type === 'failed') {
      this.fail(data.message);
    } else if (this.pending.has(data.id)) {
      this.pending.get(data.id).resolve(data);
      this.pending.delete(data.id);
    }
  }

  fail(message) {
    this.state = 'failed';
    this.onStatus('failed', { message });
    for (const { reject } of this.pending.values()) reject(new Error(message));
    this.pending.clear();
  }

  /** Runs the driver with `args` over `text`: {stdout, stderr, exitCode, ms}. */
  run(args, text) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, args, text });
    });
  }

  /** Stops the worker (and any run in it) and starts a fresh one. */
  restart(reason = 'stopped') {
    this.worker.terminate();
    for (const { reject } of this.pending.values()) reject(new Error(reason));
    this.pending.clear();
    this.start();
  }
}
