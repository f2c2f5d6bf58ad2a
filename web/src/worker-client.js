// The page's side of the worker protocol (see worker.js): one worker, one
// promise per request, and a restart that cancels whatever is running.

export class Cancelled extends Error {}

// Requests the editor and the tabs make on their own (not runs): Stop and the run badge ignore them.
const BACKGROUND = new Set(['language', 'functions', 'llvm']);

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
      const { resolve, reject } = this.pending.get(data.id);
      this.pending.delete(data.id);
      if (data.error && !data.functions) reject(new Error(data.error));
      else resolve(data);
    }
  }

  fail(message) {
    this.state = 'failed';
    this.onStatus('failed', { message });
    for (const { reject } of this.pending.values()) reject(new Error(message));
    this.pending.clear();
  }

  /** Whether a run (a request other than the background ones) is waiting for the worker. */
  get busy() {
    for (const p of this.pending.values()) if (!p.background) return true;
    return false;
  }

  /** Sends {op, ...payload}; resolves to the worker's answer. */
  request(op, payload = {}) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, background: BACKGROUND.has(op) });
      this.worker.postMessage({ id, op, ...payload });
    });
  }

  /** Runs the driver once per args list over `text`: [{stdout, stderr, exitCode, ms}]. */
  async run(runs, text) {
    return (await this.request('opt', { runs, text })).results;
  }

  /**
   * Stops the worker, and with it whatever it runs: pending requests reject
   * with Cancelled. A fresh worker is started (loading the module again).
   */
  cancel(reason = 'cancelled') {
    this.worker.terminate();
    for (const { reject } of this.pending.values()) reject(new Cancelled(reason));
    this.pending.clear();
    this.start();
  }
}
