// mlirc.mjs: re-exports the JS API (js/mlirc.mjs) for code in this folder,
// so that cli.mjs imports './mlirc.mjs' both here and in the flat dist
// folder (//wasm:js), where the API itself is mlirc.mjs.
export * from './js/mlirc.mjs';
export { default } from './js/mlirc.mjs';
