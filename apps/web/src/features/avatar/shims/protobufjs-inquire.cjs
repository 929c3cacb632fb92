// @protobufjs/inquire for the browser (ADR 0132): the package tries Node's `require` of an optional
// module and answers null when there is none, as in every browser. Its bare `require(name)` made
// Rolldown add a `require` shim to the runtime chunk every page loads, `/` included (+0.2 kB).
// CommonJS, as protobufjs requires it (an ES module here would add interop helpers to that chunk).
module.exports = function inquire() {
  return null;
};
