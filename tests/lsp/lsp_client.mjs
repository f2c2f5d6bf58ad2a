// lsp_client.mjs: a minimal LSP JSON-RPC client over stdio, used to ask
// upstream's mlir-lsp-server the same questions as mlirc's language queries.
import { spawn } from 'node:child_process';

export const MLIR_LSP_SERVER = process.env.MLIR_LSP_SERVER ?? '/usr/lib/llvm-22/bin/mlir-lsp-server';

export class LspClient {
  constructor(command = MLIR_LSP_SERVER, args = []) {
    this.proc = spawn(command, args, { stdio: ['pipe', 'pipe', 'ignore'] });
    this.nextId = 1;
    this.pending = new Map();
    this.notifications = [];
    this.buffer = Buffer.alloc(0);
    this.proc.stdout.on('data', (chunk) => this.#receive(chunk));
  }

  #receive(chunk) {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const header = this.buffer.subarray(0, headerEnd).toString();
      const length = Number(/Content-Length: (\d+)/i.exec(header)[1]);
      if (this.buffer.length < headerEnd + 4 + length) return;
      const body = JSON.parse(this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString());
      this.buffer = this.buffer.subarray(headerEnd + 4 + length);
      if (body.id !== undefined && this.pending.has(body.id)) {
        const { resolve, reject } = this.pending.get(body.id);
        this.pending.delete(body.id);
        if (body.error) reject(new Error(body.error.message));
        else resolve(body.result);
      } else {
        this.notifications.push(body);
      }
    }
  }

  #send(message) {
    const text = JSON.stringify({ jsonrpc: '2.0', ...message });
    this.proc.stdin.write(`Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`);
  }

  request(method, params) {
    const id = this.nextId++;
    const reply = new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
    this.#send({ id, method, params });
    return reply;
  }

  notify(method, params) {
    this.#send({ method, params });
  }

  async initialize() {
    await this.request('initialize', { processId: null, rootUri: null, capabilities: {} });
    this.notify('initialized', {});
  }

  open(uri, text) {
    this.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'mlir', version: 1, text } });
  }

  /** Asks `method` at a 0-based (line, character) position of `uri`. */
  at(method, uri, line, character, extra = {}) {
    return this.request(method, { textDocument: { uri }, position: { line, character }, ...extra });
  }

  async close() {
    await this.request('shutdown', null);
    this.notify('exit', null);
    await new Promise((resolve) => this.proc.on('close', resolve));
  }
}
