const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');
if (!globalThis.structuredClone) globalThis.structuredClone = (v) => JSON.parse(JSON.stringify(v));
if (!window.matchMedia) {
  window.matchMedia = (q) => ({ matches: false, media: q, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent() { return false; } });
}
class RO { observe() {} unobserve() {} disconnect() {} }
if (!globalThis.ResizeObserver) globalThis.ResizeObserver = RO;
if (!globalThis.IntersectionObserver) globalThis.IntersectionObserver = RO;
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
